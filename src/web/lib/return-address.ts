// The page a person signed up from, kept in this browser until their account is set up: the
// verification link in the email and onboarding lie between, and neither carries it.
const RETURN_ADDRESS_KEY = 'atelier-return-address';

export function rememberReturnAddress(path: string | undefined) {
  try {
    if (path) localStorage.setItem(RETURN_ADDRESS_KEY, path);
    else localStorage.removeItem(RETURN_ADDRESS_KEY);
  } catch {
    // Storage refused (a private window's quota): the person lands on /settings, as without one.
  }
}

/** The remembered page, if any; it stays until the account is set up (`forgetReturnAddress`). */
export function rememberedReturnAddress(): string | null {
  try {
    return localStorage.getItem(RETURN_ADDRESS_KEY);
  } catch {
    return null;
  }
}

export function forgetReturnAddress() {
  rememberReturnAddress(undefined);
}
