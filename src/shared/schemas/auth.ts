import { z } from 'zod';
import { HANDLE_MAX_LENGTH, HANDLE_MIN_LENGTH, PASSWORD_MIN_LENGTH, THEMES } from '../constants';
import type { MessageId } from '../messages';
import { isReservedHandle } from '../reserved-handles';
import { ROLES } from '../roles';

const id = (messageId: MessageId) => ({ message: messageId });

/** Email addresses are compared trimmed and lower-cased. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email(id('invalidEmail')).max(254, id('invalidEmail')));

/**
 * One password rule for sign-up, reset and change: length only, 12 to 256 characters, any characters
 * (ASVS 6.2: no composition rules; decision 23). The server also refuses breached passwords.
 */
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, id('weakPassword'))
  .max(256, id('weakPassword'));

/** A handle: trimmed, lower-cased, 3–20 lowercase letters and digits, and not a route word. */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(
    z
      .string()
      .min(HANDLE_MIN_LENGTH, id('usernameTooShort'))
      .max(HANDLE_MAX_LENGTH, id('usernameTooLong'))
      .regex(/^[a-z0-9]+$/, id('usernameInvalid'))
      .refine((handle) => !isReservedHandle(handle), id('usernameReserved')),
  );

export const signUpRequestSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  ageConfirmed: z.literal(true, id('ageRequired')),
});
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** POST /api/auth/sign-up's answer: the address as the server normalised it, where the link was sent. */
export const signUpResponseSchema = z.object({ email: z.string() });

/** A box the sign-up form needs: left empty, it asks for every field before its own rule. */
const filled = <Output>(rule: z.ZodType<Output, string>) => z.string().min(1, id('fillAllFields')).pipe(rule);

/** The sign-up form: the request's rules, an empty box asking for every field, the age box unticked. */
export const signUpFormSchema = signUpRequestSchema.extend({
  username: filled(usernameSchema),
  email: filled(emailSchema),
  password: filled(passwordSchema),
  ageConfirmed: z.boolean().pipe(signUpRequestSchema.shape.ageConfirmed),
});

export const signInRequestSchema = z.object({
  // An empty box asks for every field, as the sign-in screen always has, before the address rule.
  email: z.string().trim().min(1, id('fillAllFields')).pipe(emailSchema),
  password: z.string().min(1, id('fillAllFields')).max(256),
});
export type SignInRequest = z.input<typeof signInRequestSchema>;

export const signInResponseSchema = z.object({ status: z.enum(['signed_in', 'mfa_required']) });

export const emailRequestSchema = z.object({ email: emailSchema });

/** The recovery forms' one box: left empty, it asks for the address before the address rule. */
export const emailRequestFormSchema = z.object({
  email: z.string().trim().min(1, id('emailRequired')).pipe(emailRequestSchema.shape.email),
});

const tokenSchema = z.string().min(20, id('invalidLink')).max(200, id('invalidLink'));

export const tokenRequestSchema = z.object({ token: tokenSchema });

/** POST /api/auth/verify-email: signed in only when the link was opened where it was asked for. */
export const verifyEmailResponseSchema = z.object({ signedIn: z.boolean() });

/** The second step of a password reset, from the emailed link. */
export const passwordResetCompleteSchema = z.object({ token: tokenSchema, password: passwordSchema });
export type PasswordResetComplete = z.input<typeof passwordResetCompleteSchema>;

/** The new-password form (the token comes from the link): the password, then the same again. */
export const passwordResetFormSchema = passwordResetCompleteSchema
  .pick({ password: true })
  .extend({ confirmation: z.string() })
  .refine((form) => form.password === form.confirmation, {
    path: ['confirmation'],
    ...id('passwordsDoNotMatch'),
    // Told once the password itself passes, as the form always has.
    when: ({ issues }) => issues.length === 0,
  });

/** GET /api/auth/session: who is signed in (user is null for a visitor). */
export const sessionResponseSchema = z.object({
  user: z
    .object({
      id: z.string().uuid(),
      email: z.string(),
      signupUsername: z.string(),
      roles: z.array(z.enum(ROLES)),
      /** The interface language saved in the profile's preferences, if any. */
      language: z.string().nullable(),
      /** The theme saved in the profile's preferences, if any. */
      theme: z.enum(THEMES).nullable(),
      profile: z.object({
        id: z.string().uuid(),
        handle: z.string().nullable(),
        displayName: z.string().nullable(),
        /** The one line under the name (docs/decisions/0053). */
        headline: z.string().nullable(),
        avatarUrl: z.string().nullable(),
      }),
    })
    .nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export type SessionUser = NonNullable<SessionResponse['user']>;
