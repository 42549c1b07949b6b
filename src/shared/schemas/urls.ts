import { z } from 'zod';
import { isHttpUrl } from '../http-url';

/** An optional http(s) link: empty means none (null). */
export const optionalHttpUrlSchema = z
  .string()
  .trim()
  .max(2048, { message: 'invalidUrl' })
  .refine((value) => value === '' || isHttpUrl(value), { message: 'invalidUrl' })
  .transform((value) => value || null);
