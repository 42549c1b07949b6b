import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailSchema, passwordSchema, signUpRequestSchema } from '#shared/schemas/auth';
import { privacySettingsSchema } from '#shared/schemas/profiles';
import { serviceRequestsQuerySchema } from '#shared/schemas/service-requests';
import { reviewInputSchema } from '#shared/schemas/service-reviews';
import { mfaVerifyRequestSchema } from '#shared/schemas/two-factor';
import { arbitraryFromZod, type KnownValues } from './zod-arbitrary';

const nothingKnown: KnownValues = { ids: [], names: [] };

/** Every value generated for the schema is one the schema takes. */
const alwaysAccepted = (schema: z.ZodType, known = nothingKnown) =>
  fc.assert(
    fc.property(arbitraryFromZod(schema, known), (value) => {
      const parsed = schema.safeParse(value);
      expect(parsed.error?.issues ?? []).toEqual([]);
    }),
  );

describe('arbitraryFromZod', () => {
  it.each<[string, z.ZodType]>([
    ['an enum', z.enum(['a', 'b'])],
    ['a literal', z.literal(true)],
    ['a uuid (both spellings)', z.object({ a: z.uuid(), b: z.string().uuid() })],
    ['an email', z.email()],
    ['an int within bounds', z.number().int().min(-3).max(7)],
    ['a number with exclusive bounds', z.number().positive().lt(1)],
    ['a coerced int', z.coerce.number().int().min(0)],
    ['a string within lengths', z.string().min(3).max(5)],
    ['a string of a fixed length', z.string().length(6)],
    ['an anchored pattern', z.string().regex(/^[a-z0-9-]{1,50}$/)],
    [
      'optional, nullable and default fields',
      z.object({ a: z.string().optional(), b: z.null().nullable(), c: z.int().default(1) }),
    ],
    ['privacy settings', privacySettingsSchema],
    ['a review', reviewInputSchema],
    ['the service requests query', serviceRequestsQuerySchema],
  ])('generates only values %s takes', (_name, schema) => {
    alwaysAccepted(schema);
  });

  // One over the maximum too, where a refusal is decided.
  it('generates arrays from the minimum length to one over the maximum', () => {
    const lengths = fc.sample(arbitraryFromZod(z.array(z.boolean()).min(2).max(4), nothingKnown), 300);
    expect(new Set(lengths.map((value) => (value as boolean[]).length))).toEqual(new Set([2, 3, 4, 5]));
  });

  // Unanchored patterns are met one after the other, and the text is padded to the minimum.
  it('generates passwords that meet every rule of the password pattern', () => {
    alwaysAccepted(passwordSchema);
  });

  it('generates values for both sides of a discriminated union', () => {
    const kinds = fc.sample(arbitraryFromZod(mfaVerifyRequestSchema, nothingKnown), 200).map((value) => {
      return (value as { kind?: unknown }).kind;
    });
    expect(new Set(kinds)).toEqual(new Set(['totp', 'backup']));
  });

  it('mixes known ids into uuids and known names into text', () => {
    const known = { ids: ['0b8a3c4e-1f2d-4a5b-8c6d-7e8f9a0b1c2d'], names: ['adalovelace'] };
    const ids = fc.sample(arbitraryFromZod(z.uuid(), known), 200);
    const texts = fc.sample(arbitraryFromZod(z.string(), known), 200);
    expect(ids).toContain(known.ids[0]);
    expect(texts).toContain(known.names[0]);
  });

  it('generates from the output side of a pipe, where the real rules are, most of the time', () => {
    const values = fc.sample(arbitraryFromZod(emailSchema, nothingKnown), 300);
    const accepted = values.filter((value) => emailSchema.safeParse(value).success);
    expect(accepted.length).toBeGreaterThan(values.length / 2);
  });

  it('gets a fair share of a whole form through its refinements', () => {
    const values = fc.sample(arbitraryFromZod(signUpRequestSchema, nothingKnown), 300);
    const accepted = values.filter((value) => signUpRequestSchema.safeParse(value).success);
    expect(accepted.length).toBeGreaterThan(values.length / 10);
  });

  it('ends a recursive schema, and falls back to any JSON for a kind it does not know', () => {
    type Tree = { children: Tree[] };
    const tree: z.ZodType<Tree> = z.lazy(() => z.object({ children: z.array(tree) }));
    expect(fc.sample(arbitraryFromZod(tree, nothingKnown), 50)).toHaveLength(50);
    expect(fc.sample(arbitraryFromZod(z.custom<string>(), nothingKnown), 50)).toHaveLength(50);
  });
});
