import { AppError } from '../../plugins/error-handler';

let commonPasswords: Promise<Set<string>> | undefined;

// zxcvbn-ts's list of ~49,000 passwords most seen in breaches, lower-cased; loaded on first use so
// the server starts without it.
async function loadCommonPasswords() {
  const { dictionary } = await import('@zxcvbn-ts/language-common');
  return new Set(dictionary['passwords-common']);
}

/** Whether a password is on the local list of breached passwords, ignoring letter case. */
export async function isBreachedPassword(password: string): Promise<boolean> {
  commonPasswords ??= loadCommonPasswords();
  return (await commonPasswords).has(password.toLowerCase());
}

/**
 * Refuses a new password that attackers try first (ASVS 6.2.12), naming the form field it came
 * from. The length rule lives in the shared schema; this list stays on the server, out of the web
 * app's bundle.
 */
export async function assertPasswordNotBreached(password: string, field: string) {
  if (await isBreachedPassword(password)) {
    throw new AppError('validation_failed', 'breachedPassword', { [field]: 'breachedPassword' });
  }
}
