/**
 * Every message the server may send, by id, with its English text (spec section 8 where it has one).
 * Schemas use the ids as their messages; the web app shows `errors.<id>` from the locale files, so
 * the same rule reads the same in every language on both sides.
 */
export const MESSAGES = {
  fillAllFields: 'Please fill all fields',
  emailRequired: 'Please enter your email address',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidEmail: 'Please enter a valid email address',
  weakPassword:
    'Password does not meet requirements. Use at least 12 characters with uppercase, lowercase, number, and special character.',
  ageRequired: 'Please confirm your age and accept the terms and privacy policy.',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username must be at most 20 characters',
  usernameInvalid: 'Username can only contain lowercase letters and numbers',
  usernameReserved: 'That username is reserved. Please choose a different one.',
  valueTaken: 'That value is already taken. Please choose a different one.',
  alreadyRegistered: 'Unable to complete signup. Please try signing in instead.',
  invalidCredentials: 'Invalid credentials. Please check your email and password.',
  emailNotConfirmed: 'Please check your email and follow the verification link.',
  authFailed: 'Authentication failed. Please try again.',
  tooManyRequests: 'Too many requests',
  waitBeforeResend: 'Please wait before requesting another email.',
  invalidLink: 'This link is invalid or has expired. Please request a new one.',
  signInRequired: 'Please sign in to continue.',
  crossSiteRefused: 'This request came from another site and was refused.',
  accountSuspended: 'Your account is suspended.',
  displayNameRequired: 'Display name is required',
  displayNameTooLong: 'Display name must be less than 100 characters',
  invalidUrl: 'Must be a valid URL',
  bioTooLong: 'Bio must be less than 500 characters',
  locationTooLong: 'Location must be less than 100 characters',
  skillTooLong: 'Each skill must be less than 50 characters',
  tooManySkills: 'Maximum 20 skills allowed',
  alreadyOnboarded: 'Your profile is already set up.',
  permissionDenied: 'You do not have permission to perform this action.',
  validationError: 'Validation error',
  invalidReference: 'Invalid reference. Please check your input.',
  unableToSave: 'Unable to save. Please check your input and try again.',
  notFound: 'Not found',
  somethingWentWrong: 'Something went wrong. Please try again.',
  databaseUnavailable: 'Database unavailable',
  invalidCode: 'Invalid code',
  enterSixDigitCode: 'Please enter a 6-digit code',
  accountLocked: 'Too many failed attempts. Please try again in 15 minutes.',
  invalidPassword: 'Please enter your correct current password',
  sameEmail: 'New email must be different from current email',
  twoFactorAlreadyEnabled: 'Two-factor authentication is already enabled.',
  noFactorFound: 'No factor found',
  signInAgain: 'Your sign-in has expired. Please sign in again.',
  fileRequired: 'Please choose a file to upload.',
  fileMustBeImage: 'File must be an image',
  imageTooLarge5: 'Image must be less than 5MB',
  imageTooLarge10: 'Image must be less than 10MB',
  urlRequired: 'URL required',
  invalidPlatformUrl: 'Please enter a valid URL for this platform',
  platformExists: 'You already have a link for this platform',
  missingLinkInfo: 'Please enter both name and URL',
  invalidLinkUrl: 'Invalid URL',
  linkNameTooLong: 'Name must be less than 50 characters',
  tooManyLinks: 'You have reached the maximum of 20 custom links.',
  handleMismatch: 'Type your username exactly to confirm.',
} as const;

export type MessageId = keyof typeof MESSAGES;

export function isMessageId(value: string): value is MessageId {
  return Object.hasOwn(MESSAGES, value);
}
