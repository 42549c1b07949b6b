import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Stringify = (data: unknown) => string;
type BuildSerializer = (schema: object) => Stringify;
type JsonSchema = { [keyword: string]: unknown };

/** A route's answer schema as Fastify hands it over: the zod schema, or an object holding it. */
function zodSchemaOf(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof z.ZodType) return properties;
  throw new Error('A route answer schema must be a zod schema');
}

const isNullSchema = (schema: JsonSchema) => schema.type === 'null' && Object.keys(schema).length === 1;

/**
 * Two rewrites of zod's JSON Schema, so that fast-json-stringify writes what zod writes:
 * - `additionalProperties: false` goes. fast-json-stringify never writes keys an object does not name,
 *   but it picks a union's branch by validating the value with ajv, and there the keyword would refuse
 *   a row with more columns than the answer names, where zod takes the branch and drops them.
 * - anyOf [x, null] becomes x with `nullable`, which costs no ajv validation per value.
 */
function adaptForFastJsonStringify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(adaptForFastJsonStringify);
  if (node === null || typeof node !== 'object') return node;
  const schema = Object.fromEntries(
    Object.entries(node)
      .filter(([keyword, value]) => !(keyword === 'additionalProperties' && value === false))
      .map(([keyword, value]) => [keyword, adaptForFastJsonStringify(value)]),
  ) as JsonSchema;
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return schema;
  const [first, second] = branches as JsonSchema[];
  const value = first && second && (isNullSchema(second) ? first : isNullSchema(first) ? second : undefined);
  if (!value || typeof value.type !== 'string' || value.type === 'null') return schema;
  const { anyOf: _anyOf, ...rest } = schema;
  return { ...rest, ...value, nullable: true };
}

/** The answer schema as JSON Schema, for fast-json-stringify: only the keys it names are written. */
function answerJsonSchema(schema: z.ZodType): object {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return adaptForFastJsonStringify(json) as object;
}

class AnswerMismatchError extends Error {
  constructor(method: string, url: string) {
    super(`The compiled serializer of ${method} ${url} wrote another answer than its zod schema`);
  }
}

/** How long after listening a production server loads fast-json-stringify: after its first answers. */
const LOAD_DELAY_MS = 500;

/**
 * Writes every JSON answer with fast-json-stringify, compiled from the route's zod answer schema, the
 * way Fastify's own serializer writes JSON Schema answers (decision 39). The compiled serializer
 * writes only the keys the schema names; it does not check the values. So where `checkAnswers` is on
 * (development and tests) each answer is also checked and written by zod, as before: a wrong shape
 * is a 500, and so is any difference between the two.
 *
 * Start-up: loading fast-json-stringify (and ajv) takes the main thread some 50 ms. With the checks on
 * it is loaded before the app is ready, so every answer is compared. In production it is loaded just
 * after the server listens, and the answers before that are written by zod alone, which writes the
 * same text. Each route's serializer is compiled at its first answer.
 */
export function registerAnswerSerializer(app: FastifyInstance, options: { checkAnswers: boolean }) {
  let build: BuildSerializer | undefined;
  let markLoaded = () => {};
  const loaded = new Promise<void>((resolve) => {
    markLoaded = resolve;
  });
  const load = async () => {
    build = (await import('fast-json-stringify')).default as BuildSerializer;
    markLoaded();
  };
  if (options.checkAnswers) {
    app.addHook('onReady', load);
  } else {
    app.addHook('onListen', async () => {
      setTimeout(() => {
        load().catch((error: unknown) => app.log.error({ err: error }, 'answers stay with zod'));
      }, LOAD_DELAY_MS).unref();
    });
  }

  const compiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
    const zodSchema = zodSchemaOf(schema);
    const checked = zodSerializerCompiler({ schema: zodSchema, method, url });
    let stringify: Stringify | undefined;
    return (data: unknown) => {
      if (!stringify) {
        if (!build) return checked(data);
        stringify = build(answerJsonSchema(zodSchema));
      }
      if (!options.checkAnswers) return stringify(data);
      // zod first, so that an answer of the wrong shape fails as zod's serializer always failed it.
      const reference = checked(data);
      const text = stringify(data);
      if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(reference))) {
        throw new AnswerMismatchError(method, url);
      }
      return text;
    };
  };
  app.setSerializerCompiler(compiler);
  /** Settles once answers are written by the compiled serializers. */
  return { loaded };
}
