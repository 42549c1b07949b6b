// What other folders may use of this folder (docs/architecture.md, Server floors).
export { createPresence, handOverStreams, isOnline, isViewing, refreshStreams, setViewing } from './presence';
