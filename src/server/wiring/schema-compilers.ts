import type { FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

type SchemaController = NonNullable<FastifyServerOptions['schemaController']>;
type CompilersFactory = NonNullable<SchemaController['compilersFactory']>;

/**
 * Fastify's schema compilers, made from the start by zod's, which every route uses (buildApp also
 * sets them, as before). Created without a factory, fastify loads ajv and fast-json-stringify for
 * its default compilers: a good share of start-up for code that would never run.
 */
export const zodSchemaController: SchemaController = {
  compilersFactory: {
    // The casts only bridge typings: fastify types its factories after ajv's schemas, these take zod's.
    buildValidator: (() => validatorCompiler) as unknown as CompilersFactory['buildValidator'],
    buildSerializer: (() => serializerCompiler) as unknown as CompilersFactory['buildSerializer'],
  },
};
