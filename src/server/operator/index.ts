// What other folders may use of this folder (docs/architecture.md, Server floors).
export { adminSocketPath, startAdminSocket } from './admin-socket';
export { type AdminCommand, type AdminResult, runAdminCommand } from './role-commands';
