// What other folders may use of this feature (docs/architecture.md, Server floors).
export { confirmIdentity, hasEnabledFactor, verifySecondFactor } from './service';
export { currentTotpCode, newTotpSecret } from './totp';
