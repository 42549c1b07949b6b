import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth';
import { changeConfirmationCodeSchema } from './two-factor';

/** POST /api/account/password: the current password, a new one under the one password rule. */
export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, { message: 'invalidPassword' }).max(256),
  newPassword: passwordSchema,
  signOutOthers: z.boolean().default(true),
  code: changeConfirmationCodeSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordSchema>;

/** The change-password form: the request, with the new password typed a second time. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmation: z.string() })
  .refine((form) => form.newPassword === form.confirmation, {
    path: ['confirmation'],
    message: 'passwordsDoNotMatch',
    // Told once the rest passes, as the form always has.
    when: ({ issues }) => issues.length === 0,
  });

export const sessionListSchema = z.array(
  z.object({
    id: z.string().uuid(),
    userAgent: z.string().nullable(),
    createdAt: z.string(),
    lastActiveAt: z.string(),
    current: z.boolean(),
  }),
);
export type SessionList = z.infer<typeof sessionListSchema>;

export const sessionIdParamsSchema = z.object({ sessionId: z.string().uuid() });

/** POST /api/account/email: a new address, confirmed by the current password. */
export const changeEmailSchema = z.object({
  newEmail: emailSchema,
  password: z.string().min(1, { message: 'invalidPassword' }).max(256),
  code: changeConfirmationCodeSchema,
});
export type ChangeEmailRequest = z.input<typeof changeEmailSchema>;

/** The change-email form: the request, and the new address must not be the current one. */
export const changeEmailFormSchema = (currentEmail: string) =>
  changeEmailSchema.extend({
    newEmail: changeEmailSchema.shape.newEmail.refine((email) => email !== currentEmail, {
      message: 'sameEmail',
    }),
  });

/** DELETE /api/account: the handle typed out, and the password, before anything is deleted. */
export const deleteAccountSchema = z.object({
  confirmation: z.string().trim().toLowerCase().min(1, { message: 'handleMismatch' }).max(64),
  password: z.string().min(1, { message: 'invalidPassword' }).max(256),
  code: changeConfirmationCodeSchema,
});
export type DeleteAccountRequest = z.input<typeof deleteAccountSchema>;
