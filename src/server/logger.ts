import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/**
 * A request as the log shows it: the path without its query string, since emailed links carry
 * their token there (/verify-email?token=...) and searches carry what people typed.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    remoteAddress: request.ip,
  };
}

type QueryFailure = Error & { code?: unknown; cause?: unknown; query?: unknown };

/**
 * Drizzle writes a failed query's parameters into its message ("Failed query: ...\nparams: a,b"),
 * and so into its stack: both are rebuilt from the query text alone, which holds placeholders.
 */
function messageAndStack(error: QueryFailure) {
  if (typeof error.query !== 'string') return { message: error.message, stack: error.stack ?? '' };
  const message = `Failed query: ${error.query}`;
  const stack = error.stack ?? '';
  const framesAt = stack.indexOf(error.message);
  const frames = framesAt >= 0 ? stack.slice(framesAt + error.message.length) : '';
  return { message, stack: `${error.name}: ${message}${frames}` };
}

/**
 * Why a query failed. The database's own errors carry a code, and their message may quote a value
 * ('invalid input syntax for type uuid: "..."'): code, constraint and table only. An error with
 * no code never reached the database (a connection timed out or was cut): its message says which.
 */
function causeOf(error: QueryFailure) {
  const cause = error.cause as
    { code?: unknown; constraint?: unknown; table?: unknown; name?: unknown; message?: unknown } | undefined;
  if (!cause || typeof cause !== 'object') return {};
  if (cause.code === undefined && cause instanceof Error) {
    return { cause: { type: cause.name, message: cause.message } };
  }
  return { cause: { code: cause.code, constraint: cause.constraint, table: cause.table } };
}

/**
 * An error as the log shows it: type, message, stack and the database's error code and constraint,
 * but never the query's parameters nor the database's "detail" (it quotes the row: addresses,
 * names), whatever the error came from.
 */
export function serializeError(error: QueryFailure) {
  return {
    type: error.name,
    ...messageAndStack(error),
    ...(typeof error.code === 'string' ? { code: error.code } : {}),
    ...causeOf(error),
  };
}

const serializers = { req: serializeRequest, err: serializeError };
// Requests are logged without headers; these guard a headers object logged under any other name.
const redact = ['*.headers.authorization', '*.headers.cookie', '*.headers["set-cookie"]'];

/**
 * Request logging: JSON lines in production, readable lines on a terminal; secrets never logged.
 * Tests pass a stream to read what would be logged.
 */
export function createLoggerOptions(
  config: Config,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  if (stream) return { level: config.logLevel, serializers, redact, stream };
  return {
    level: config.logLevel,
    serializers,
    redact,
    ...(process.stdout.isTTY && config.env !== 'production'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}
