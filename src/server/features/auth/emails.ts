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

export function passwordResetEmail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    text: [
      `Someone asked to reset the password of your ${PRODUCT_NAME} account.`,
      '',
      'Choose a new password here:',
      link,
      '',
      'The link works once and expires in 1 hour. If it was not you, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}

export function accountRecoveryEmail(to: string, username: string): OutgoingMail {
  return {
    to,
    subject: `Your ${PRODUCT_NAME} username`,
    text: [
      `You asked which ${PRODUCT_NAME} account belongs to this email address.`,
      '',
      `Your username is: ${username}`,
      '',
      'You sign in with this email address and your password. If you did not ask, ignore this email.',
    ].join('\n'),
  };
}

export function emailChangeVerificationEmail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: `Confirm your new email for ${PRODUCT_NAME}`,
    text: [
      `Someone asked to use this address for a ${PRODUCT_NAME} account.`,
      '',
      'Confirm the change here:',
      link,
      '',
      'The link works once and expires in 24 hours. If it was not you, ignore this email.',
    ].join('\n'),
  };
}

export function emailChangeNoticeEmail(to: string, newEmail: string, name: string): OutgoingMail {
  return {
    to,
    subject: `Your ${PRODUCT_NAME} email is about to change`,
    text: [
      `Hello ${name},`,
      '',
      `A change of your ${PRODUCT_NAME} email address to ${newEmail} was requested. It takes effect once the new address is confirmed.`,
      '',
      'If it was not you, change your password now and contact us through the Feedback page.',
    ].join('\n'),
  };
}

export function accountDeletedEmail(to: string): OutgoingMail {
  return {
    to,
    subject: `Your ${PRODUCT_NAME} account was deleted`,
    text: [
      `Your ${PRODUCT_NAME} account and everything it owned have been deleted, as you asked.`,
      '',
      'Comments and messages you wrote stay in their threads without your name.',
      'If you did not do this, someone knew your password: reply to this email at once.',
    ].join('\n'),
  };
}
