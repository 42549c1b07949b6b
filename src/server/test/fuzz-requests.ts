import fc from 'fast-check';
import { SESSION_COOKIE } from '#server/features/auth/index';

// What fuzz.api.test.ts sends: the shapes of its requests, the hostile values it mixes into them,
// and how a request is written out for inject().

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * A big value, made when sent and printed by its recipe, so that a failure report shows the request
 * in a line rather than a megabyte.
 */
export class Large {
  private made: unknown;
  constructor(
    private readonly recipe: string,
    private readonly make: () => unknown,
  ) {}
  toJSON(): unknown {
    this.made ??= this.make();
    return this.made;
  }
  [fc.toStringMethod]() {
    return this.recipe;
  }
}

export const repeat = (text: string, times: number) =>
  new Large(`${JSON.stringify(text)}.repeat(${times})`, () => text.repeat(times));
export const plain = (value: unknown) => (value instanceof Large ? value.toJSON() : value);
export const plainText = (value: string | Large) => String(plain(value));

/** A path segment: text to encode, or raw text that goes into the URL as it is (hostile escapes). */
export type Segment = { text: string | Large } | { raw: string | Large };

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; payload: string | Buffer | Large; contentType: string }
  /** A JSON object whose `field` is filled until the whole payload weighs `bytes`. */
  | { kind: 'padded'; value: Record<string, unknown>; field: string; bytes: number };

/** Query values to write out, or query text sent as it is. */
export type Query = Record<string, unknown> | string | Large;

/** One request to a route: its path parameters, query, body and, sometimes, hostile headers. */
export type FuzzRequest = {
  params: Record<string, Segment>;
  query: Query;
  body: Body;
  headers?: Record<string, Large | string>;
};

const nested = (depth: number, open: string, middle: string, close: string) =>
  new Large(
    `${JSON.stringify(open)} ${depth} times deep`,
    () => open.repeat(depth) + middle + close.repeat(depth),
  );

/** An object nested `depth` levels deep, built without recursion. */
const deepValue = (depth: number) =>
  new Large(`nested ${depth} levels deep`, () => {
    let value: unknown = 'bottom';
    for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
    return value;
  });

const protoKeyed = JSON.parse(
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
) as unknown;

// Values that have broken servers somewhere: what cannot be stored, numbers at the edges of what a
// double or a bigint holds, the wrong type, text that means something to a shell, a template or SQL.
export const HOSTILE_VALUES: unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\udc00\ud800',
  1e308,
  -1e308,
  -0,
  2 ** 63,
  -(2 ** 63),
  2 ** 53 + 1,
  5e-324,
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '9223372036854775808',
  '',
  ' ',
  '\t\n',
  [],
  {},
  [[]],
  [{}],
  null,
  true,
  false,
  0,
  -1,
  1.5,
  repeat('x', 10_000),
  repeat('🙂', 2_000),
  '\u202e\ufeff\u200b',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '${7*7}{{7*7}}',
  protoKeyed,
  deepValue(40),
  new Large('5,000 numbers', () => Array.from({ length: 5_000 }, (_, index) => index)),
  new Large('2,000 objects', () => Array.from({ length: 2_000 }, () => ({ wrong: true }))),
];

export const JSON_TYPE = 'application/json';

// Whole bodies no parser should choke on: nesting far deeper than any request, JSON that is not
// JSON, the wrong top-level type, prototype keys, bytes that are not UTF-8, and the wrong media type.
export const HOSTILE_BODIES: Body[] = [
  { kind: 'raw', payload: nested(5_000, '[', '', ']'), contentType: JSON_TYPE },
  { kind: 'raw', payload: nested(5_000, '{"a":', '1', '}'), contentType: JSON_TYPE },
  ...['[]', '[1,2,3]', '1e308', '-0', 'null', 'true', '"text"', repeat('1', 400), '{"a":1,"a":2}'].map(
    (payload): Body => ({ kind: 'raw', payload, contentType: JSON_TYPE }),
  ),
  ...['', '{', '{"a":1,}', '\ufeff{}', 'NaN', '{"a":NaN}', 'Infinity', "{'a':1}"].map((payload): Body => ({
    kind: 'raw',
    payload,
    contentType: JSON_TYPE,
  })),
  { kind: 'raw', payload: '{"__proto__":{"isAdmin":true}}', contentType: JSON_TYPE },
  { kind: 'raw', payload: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: JSON_TYPE },
  // '{"a":"' + a UTF-8 encoded lone surrogate (ED A0 80) + an invalid byte + '"}'.
  {
    kind: 'raw',
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0xff, 0x22, 0x7d]),
    contentType: JSON_TYPE,
  },
  { kind: 'raw', payload: '{"a":1}', contentType: 'application/json; charset=utf-16' },
  { kind: 'raw', payload: '{"a":1}', contentType: 'text/plain' },
  { kind: 'raw', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { kind: 'raw', payload: Buffer.from([0, 1, 2, 255]), contentType: 'application/octet-stream' },
  { kind: 'raw', payload: '<a>1</a>', contentType: 'application/xml' },
  { kind: 'json', value: deepValue(40) },
  { kind: 'json', value: new Large('20,000 strings', () => Array.from({ length: 20_000 }, () => 'x')) },
];

// Path segments that are not what a route expects: traversal, escapes of nothing or of bytes that
// are not UTF-8, ids of nothing, and far more text than a parameter takes.
export const HOSTILE_SEGMENTS: Segment[] = [
  ...['..', '.', '%2e%2e', '%00', 'a%00b', '%', '%zz', '%ED%A0%80', '%ff', '%2F', '%20'].map(
    (raw): Segment => ({ raw }),
  ),
  ...[
    repeat('x', 5_000),
    repeat('x', 101),
    '-1',
    '0',
    '1e308',
    'NaN',
    'null',
    'undefined',
    '[object Object]',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '{00000000-0000-4000-8000-000000000000}',
    'me',
    'admin',
  ].map((text): Segment => ({ text })),
];

export const HOSTILE_QUERIES: (string | Large)[] = [
  '%',
  '%zz',
  'q=%00',
  'q=%ED%A0%80',
  'q[]=1',
  'q=a&q=b&q=c',
  '&&&==',
  '__proto__[x]=1&constructor=1',
  repeat('q=x', 20_000),
  new Large('cursor=A…(5,000)', () => `cursor=${'A'.repeat(5_000)}`),
  'cursor=WyIyMDAwLTAxLTAxVDAwOjAwOjAwLjAwMDAwMFoiLCJ4Il0',
  'hireable=TRUE&direction=sideways&status=%00',
];

// Headers the server reads: which email language, which session, what to log. Only bytes an HTTP
// parser lets through; control characters never reach a server.
export const HOSTILE_HEADERS: fc.Arbitrary<Record<string, Large | string>> = fc.record(
  {
    'accept-language': fc.constantFrom<Large | string>(
      '*',
      ',,,;;;',
      'en;q=NaN, fr;q=-1, de;q=1e308',
      'xx-YYYY-zz-ÿÿ',
      '__proto__',
      new Large('4,000 languages', () => Array.from({ length: 4_000 }, (_, index) => `l${index}`).join(',')),
    ),
    cookie: fc.constantFrom<Large | string>(
      `${SESSION_COOKIE}=`,
      `${SESSION_COOKIE}=%00%ff`,
      `${SESSION_COOKIE}=a; ${SESSION_COOKIE}=b`,
      new Large('a 8,000-character session cookie', () => `${SESSION_COOKIE}=${'a'.repeat(8_000)}`),
    ),
    'user-agent': fc.constantFrom<Large | string>('', repeat('Mozilla ', 2_000)),
    referer: fc.constantFrom<Large | string>('javascript:alert(1)', repeat('/', 5_000)),
  },
  { requiredKeys: [] },
);

/** Query text from generated values, as a browser's URLSearchParams would write it. */
export function toQuery(query: Query): string {
  if (typeof query === 'string' || query instanceof Large) return plainText(query);
  const values: unknown = query;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    const resolved = plain(value);
    for (const item of Array.isArray(resolved) ? resolved : [resolved]) {
      if (item === undefined) continue;
      search.append(key, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  return search.toString();
}

/** A path segment as it goes into the URL. */
export function encodeSegment(segment: Segment): string {
  if ('raw' in segment) return plainText(segment.raw);
  // Text holding a lone surrogate has no UTF-8 form: the raw segment '%ED%A0%80' sends one.
  return encodeURIComponent(plainText(segment.text).replace(LONE_SURROGATE, '\ufffd'));
}

/** The payload and its media type, or nothing to send. */
export function payloadOf(body: Body): { payload: string | Buffer; contentType: string } | undefined {
  switch (body.kind) {
    case 'none':
      return undefined;
    case 'json':
      return { payload: JSON.stringify(body.value) ?? 'null', contentType: JSON_TYPE };
    case 'raw':
      return {
        payload: Buffer.isBuffer(body.payload) ? body.payload : plainText(body.payload),
        contentType: body.contentType,
      };
    case 'padded': {
      const empty = JSON.stringify({ ...body.value, [body.field]: '' });
      const filler = 'a'.repeat(Math.max(0, body.bytes - Buffer.byteLength(empty)));
      return { payload: JSON.stringify({ ...body.value, [body.field]: filler }), contentType: JSON_TYPE };
    }
  }
}
