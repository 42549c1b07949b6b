import fc from 'fast-check';
import type { z } from 'zod';

/** Values a generated field may take besides its own kind: ids and names that exist in the database. */
export type KnownValues = { ids: readonly string[]; names: readonly string[] };

type CheckDef = z.core.$ZodChecks['_zod']['def'];

// Nesting beyond this is answered with a generic JSON value, so a recursive (lazy) schema ends.
const MAX_DEPTH = 6;
// Arrays without a maximum still stay small: a property test wants many requests, not big ones.
const DEFAULT_MAX_ITEMS = 8;

/**
 * A fast-check arbitrary for values a zod 4 schema is meant to accept, read from the schema's own
 * definition (`schema._zod.def`). Best effort: refinements cannot be read, so some values are refused
 * by the schema; that is wanted, a fuzzer should also knock on the door next to the right one.
 * A transform generates what its input takes, a pipe mostly what its output takes. Unknown kinds
 * fall back to any JSON.
 */
export function arbitraryFromZod(
  schema: z.core.$ZodType,
  known: KnownValues,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (depth > MAX_DEPTH) return fc.jsonValue({ maxDepth: 1 });
  const def = (schema as z.core.$ZodTypes)._zod.def;
  const inner = (next: z.core.$ZodType) => arbitraryFromZod(next, known, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(def, known);
    case 'number':
      return numberArbitrary(def);
    case 'boolean':
      return def.coerce ? fc.constantFrom<unknown>(true, false, 'true', 'false', 1, 0) : fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'literal':
      return fc.constantFrom(...def.values);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries));
    // Left out half the time: an optional field that is present often needs what a refinement
    // asks for, which the definition cannot show.
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 2 });
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    // A default or prefault fills a missing value: leave it out as often.
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: 2 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner(def.innerType);
    case 'lazy':
      return inner(def.getter());
    case 'union':
      return fc.oneof(...def.options.map(inner));
    case 'intersection':
      return fc.oneof(inner(def.left), inner(def.right));
    // A pipe's input side is often a loose first step (trim, lower-case, drop blanks) before the real
    // rules on its output side, so values of the output side are tried most. A transform only has
    // an input.
    case 'pipe': {
      const input = inner(def.in);
      const outputDef = (def.out as z.core.$ZodTypes)._zod.def;
      if (outputDef.type === 'transform') return input;
      return fc.oneof({ arbitrary: inner(def.out), weight: 3 }, { arbitrary: input, weight: 1 });
    }
    case 'object':
      return objectArbitrary(def.shape, inner);
    case 'array':
      return arrayArbitrary(def, inner);
    case 'tuple':
      return fc.tuple(...def.items.map(inner));
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 12 }), inner(def.valueType), {
        maxKeys: DEFAULT_MAX_ITEMS,
      });
    case 'date':
      return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectArbitrary(
  shape: Readonly<Record<string, z.core.$ZodType>>,
  inner: (schema: z.core.$ZodType) => fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(shape)) model[key] = inner(value);
  // JSON has no undefined: a field generated as undefined is a field left out.
  return fc.record(model).map((value) => {
    const present: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) if (item !== undefined) present[key] = item;
    return present;
  });
}

function arrayArbitrary(
  def: z.core.$ZodArrayDef,
  inner: (schema: z.core.$ZodType) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown[]> {
  let minLength = 0;
  let maxLength: number | undefined;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') minLength = check.minimum;
    if (check.check === 'max_length') maxLength = check.maximum;
    if (check.check === 'length_equals') minLength = maxLength = check.length;
  }
  // One over the maximum now and then, where the refusal is decided.
  const upper = maxLength ?? Math.max(minLength, DEFAULT_MAX_ITEMS);
  return fc.array(inner(def.element), { minLength, maxLength: Math.min(upper + 1, minLength + 25) });
}

function checksOf(def: { checks?: readonly z.core.$ZodCheck<never>[] }): CheckDef[] {
  return (def.checks ?? []).map((check) => (check as unknown as z.core.$ZodChecks)._zod.def);
}

type StringRules = {
  minLength: number;
  maxLength?: number;
  formats: { format: string; pattern?: RegExp }[];
};

function stringRulesOf(def: z.core.$ZodStringDef): StringRules {
  const rules: StringRules = { minLength: 0, formats: [] };
  const own = def as Partial<z.core.$ZodStringFormatDef>;
  if (own.format) rules.formats.push({ format: own.format, pattern: own.pattern });
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') rules.minLength = check.minimum;
    if (check.check === 'max_length') rules.maxLength = check.maximum;
    if (check.check === 'length_equals') rules.minLength = rules.maxLength = check.length;
    if (check.check === 'string_format') rules.formats.push({ format: check.format, pattern: check.pattern });
  }
  return rules;
}

const EMAIL = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9_+-]{0,15}(?:\.[a-z0-9]{1,6})?$/),
    fc.stringMatching(/^[a-z0-9]{1,12}$/),
    fc.constantFrom('test', 'example', 'io', 'dev'),
  )
  .map(([local, domain, top]) => `${local}@${domain}.${top}`);

// Text of every sort: plain ASCII mostly (it gets furthest into the rules), any Unicode, and now
// and then a link or nothing, which refinements the definition cannot show often ask for. Lengths
// count UTF-16 units, as zod does; fast-check counts graphemes, hence the filter.
const anyText = (minLength: number, maxLength: number) =>
  fc
    .oneof(
      { arbitrary: fc.string({ unit: 'grapheme-ascii', minLength, maxLength }), weight: 6 },
      { arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }), weight: 2 },
      { arbitrary: fc.webUrl({ validSchemes: ['https'] }), weight: 1 },
      { arbitrary: fc.constant(''), weight: 1 },
    )
    .filter((text) => text.length >= minLength && text.length <= maxLength);

function stringArbitrary(def: z.core.$ZodStringDef, known: KnownValues): fc.Arbitrary<unknown> {
  const rules = stringRulesOf(def);
  // Text made by a pattern is brought within the length rules: padded with a letter, which most
  // patterns take, or cut.
  const fit = (text: string) => {
    const padded = text.padEnd(rules.minLength, 'a');
    return rules.maxLength === undefined ? padded : padded.slice(0, rules.maxLength);
  };
  const byFormat = rules.formats.map(({ format, pattern }) => formatArbitrary(format, pattern, known));
  const formatted = byFormat.filter((arbitrary): arbitrary is fc.Arbitrary<string> => arbitrary !== null);
  // Several unanchored patterns (a password's "one lower, one upper, one digit..."): text matching
  // each, one after the other, matches them all.
  const value =
    formatted.length > 0
      ? fc.tuple(...formatted).map((parts) => fit(parts.join('')))
      : anyText(rules.minLength, rules.maxLength ?? Math.max(rules.minLength, 40));
  const withCoercion = def.coerce ? fc.oneof(value, fc.integer().map(String)) : value;
  const names = known.names.length > 0 ? [fc.constantFrom(...known.names)] : [];
  return fc.oneof(
    { arbitrary: withCoercion, weight: 5 },
    ...names.map((arbitrary) => ({ arbitrary, weight: 1 })),
  );
}

function formatArbitrary(format: string, pattern: RegExp | undefined, known: KnownValues) {
  switch (format) {
    case 'email':
      return EMAIL;
    case 'uuid':
    case 'guid':
      return known.ids.length > 0 ? fc.oneof(fc.uuid(), fc.constantFrom(...known.ids)) : fc.uuid();
    case 'url':
      return fc.webUrl({ validSchemes: ['http', 'https'] });
    case 'lowercase':
    case 'uppercase':
      // Overwrites (trim, lower-case) run before these checks; nothing to generate for them.
      return null;
    default:
      return pattern ? matching(pattern) : null;
  }
}

function matching(pattern: RegExp): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(pattern, { size: 'small' });
  } catch {
    // A pattern fast-check cannot invert (lookarounds, backreferences): plain text instead.
    return null;
  }
}

function numberArbitrary(def: z.core.$ZodNumberDef): fc.Arbitrary<unknown> {
  let min: number | undefined;
  let max: number | undefined;
  let minExcluded = false;
  let maxExcluded = false;
  // z.int() carries its format on itself; z.number().int() as a check.
  let integer = /int/.test((def as Partial<z.core.$ZodNumberFormatDef>).format ?? '');
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than') [min, minExcluded] = [Number(check.value), !check.inclusive];
    if (check.check === 'less_than') [max, maxExcluded] = [Number(check.value), !check.inclusive];
    if (check.check === 'number_format' && /int/.test(check.format)) integer = true;
  }
  const value: fc.Arbitrary<number> = integer
    ? fc.integer({
        min: min === undefined ? Number.MIN_SAFE_INTEGER : Math.ceil(min + (minExcluded ? 1 : 0)),
        max: max === undefined ? Number.MAX_SAFE_INTEGER : Math.floor(max - (maxExcluded ? 1 : 0)),
      })
    : fc.double({ min, max, minExcluded, maxExcluded, noNaN: true, noDefaultInfinity: true });
  // A coerced number arrives as text, as it would in a query string.
  return def.coerce ? fc.oneof(value, value.map(String)) : value;
}
