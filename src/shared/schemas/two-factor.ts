import { z } from 'zod';
import { MFA_BACKUP_CODE_LENGTH, MFA_CODE_LENGTH } from '../constants';

/** A 6-digit authenticator code; spaces and other characters typed around the digits are dropped. */
export const totpCodeSchema = z
  .string()
  .transform((value) => value.replace(/\D/g, ''))
  .pipe(z.string().length(MFA_CODE_LENGTH, { message: 'enterSixDigitCode' }));

/** An 8-character backup code, compared upper-cased. */
export const backupCodeSchema = z
  .string()
  .transform((value) => value.replace(/[^a-z0-9]/gi, '').toUpperCase())
  .pipe(z.string().length(MFA_BACKUP_CODE_LENGTH, { message: 'invalidCode' }));

export const mfaVerifyRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('totp'), code: totpCodeSchema }),
  z.object({ kind: z.literal('backup'), code: backupCodeSchema }),
]);
export type MfaVerifyRequest = z.input<typeof mfaVerifyRequestSchema>;

/**
 * The code that confirms a sensitive change (password, address, two-factor, deletion) while
 * two-factor is on: an authenticator code or a backup code, told apart by the server.
 */
export const changeConfirmationCodeSchema = z.string().trim().max(32).optional();

export const passwordConfirmationSchema = z.object({
  password: z.string().min(1, { message: 'invalidPassword' }).max(256),
  code: changeConfirmationCodeSchema,
});
export type PasswordConfirmation = z.input<typeof passwordConfirmationSchema>;

export const enrollmentResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string(),
  backupCodes: z.array(z.string()),
});
export type EnrollmentResponse = z.infer<typeof enrollmentResponseSchema>;

export const enrollmentVerifySchema = z.object({ code: totpCodeSchema });

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  backupCodesRemaining: z.number().int(),
});
