import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { AppError } from '#server/errors';

// zxcvbn's "safely unguessable": about 10^10 guesses, out of reach of an online attack and slow
// against a stolen argon2id hash. Below it: 'aaaaaaaaaaaa', 'qwertyuiop12', a name and a year.
const MIN_STRENGTH_SCORE = 3;
// Words a member's password should not lean on, besides what they themselves entered.
const PRODUCT_WORDS = ['atelier'];
// Scoring takes time growing fast with length (0.45 s of the event loop for 256 characters here);
// the first 64 tell all a guesser would try, in under 50 ms.
const SCORED_LENGTH = 64;

type Checker = { commonPasswords: Set<string>; strength: ZxcvbnFactory };
let checker: Promise<Checker> | undefined;

// zxcvbn-ts with its common dictionaries (a list of ~49,000 passwords most seen in breaches among
// them); loaded on first use so the server starts without it.
async function loadChecker(): Promise<Checker> {
  const [{ ZxcvbnFactory }, common] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
  ]);
  return {
    commonPasswords: new Set(common.dictionary['passwords-common']),
    strength: new ZxcvbnFactory({
      dictionary: { ...common.dictionary },
      graphs: common.adjacencyGraphs,
      maxLength: SCORED_LENGTH,
    }),
  };
}

/** Whether a password is on the local list of breached passwords, ignoring letter case. */
async function isBreachedPassword(password: string): Promise<boolean> {
  checker ??= loadChecker();
  return (await checker).commonPasswords.has(password.toLowerCase());
}

/**
 * Refuses a new password that attackers try first (ASVS 6.2.12), then one that is easy to guess
 * though on no list (6.2.x: a strength check, not composition rules): repeats, keyboard rows, the
 * member's own name or address. Names the form field it came from. The length rule lives in the
 * shared schema; this check stays on the server, out of the web app's bundle.
 */
export async function assertAcceptablePassword(password: string, field: string, ownWords: string[] = []) {
  if (await isBreachedPassword(password)) {
    throw new AppError('validation_failed', 'breachedPassword', { [field]: 'breachedPassword' });
  }
  const { strength } = await (checker ??= loadChecker());
  const { score } = await strength.checkAsync(password, [...PRODUCT_WORDS, ...ownWords.filter(Boolean)]);
  if (score < MIN_STRENGTH_SCORE) {
    throw new AppError('validation_failed', 'weakPassword', { [field]: 'weakPassword' });
  }
}
