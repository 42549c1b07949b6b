import { z } from 'zod';

const httpUrlSchema = z.url({ protocol: /^https?$/ });

/** True for an absolute http(s) URL: the only links users may store. */
export function isHttpUrl(value: string): boolean {
  return httpUrlSchema.safeParse(value).success;
}

/** An optional http(s) link: empty means none (null). */
export const optionalHttpUrlSchema = z
  .string()
  .trim()
  .max(2048, { message: 'invalidUrl' })
  .refine((value) => value === '' || isHttpUrl(value), { message: 'invalidUrl' })
  .transform((value) => value || null);
