import { PRODUCT_NAME } from '@shared/constants';
import type { OutgoingMail } from '../../plugins/mailer';

// The messages Atelier sends about an account. Plain text: readable everywhere, nothing to render.

export function verificationEmail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: `Confirm your email for ${PRODUCT_NAME}`,
    text: [
      `Welcome to ${PRODUCT_NAME}!`,
      '',
      'Confirm your email address to finish creating your account:',
      link,
      '',
      'The link works once and expires in 24 hours. If you did not sign up, ignore this email.',
    ].join('\n'),
  };
}
