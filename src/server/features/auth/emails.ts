import type { SupportedLanguage } from '#shared/constants';
import { renderEmailText } from '#server/i18n/texts';
import type { OutgoingMail } from '#server/mail/mailer';

// The messages Atelier sends about an account, in the recipient's language (texts in src/server/mail/locales).
// Plain text: readable everywhere, nothing to render.

export function verificationEmail(to: string, link: string, language: SupportedLanguage): OutgoingMail {
  return { to, ...renderEmailText('verification', language, { link }) };
}

export function signUpAttemptEmail(
  to: string,
  links: { signInLink: string; resetLink: string },
  language: SupportedLanguage,
): OutgoingMail {
  return { to, ...renderEmailText('signUpAttempt', language, links) };
}

export function passwordResetEmail(to: string, link: string, language: SupportedLanguage): OutgoingMail {
  return { to, ...renderEmailText('passwordReset', language, { link }) };
}

export function accountRecoveryEmail(
  to: string,
  username: string,
  language: SupportedLanguage,
): OutgoingMail {
  return { to, ...renderEmailText('accountRecovery', language, { username }) };
}

export function emailChangeVerificationEmail(
  to: string,
  link: string,
  language: SupportedLanguage,
): OutgoingMail {
  return { to, ...renderEmailText('emailChangeVerification', language, { link }) };
}

export function emailChangeNoticeEmail(
  to: string,
  newEmail: string,
  name: string,
  language: SupportedLanguage,
): OutgoingMail {
  return { to, ...renderEmailText('emailChangeNotice', language, { newEmail, name }) };
}

export function emailChangeAttemptEmail(
  to: string,
  signInLink: string,
  language: SupportedLanguage,
): OutgoingMail {
  return { to, ...renderEmailText('emailChangeAttempt', language, { signInLink }) };
}

export function accountDeletedEmail(to: string, language: SupportedLanguage): OutgoingMail {
  return { to, ...renderEmailText('accountDeleted', language) };
}
