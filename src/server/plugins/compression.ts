import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Below this a compressed answer saves too little to pay for the work.
const THRESHOLD_BYTES = 1024;
// Brotli's default (11) is for files compressed once at build time; on the fly, 4 is about as small
// as gzip's best at a fraction of the time.
const ON_THE_FLY_BROTLI_QUALITY = 4;
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } };

/**
 * Compresses answers of every route registered after it (JSON, HTML, text) above 1 KB, with brotli
 * or gzip as the client accepts, and says so in `Vary`. The event stream is never compressed (it is
 * written straight to the socket, and `text/event-stream` is not a compressible type here), so each
 * event goes out as it happens. Built assets are compressed once at build time (spa.ts).
 * Compressed request bodies are refused, as before: nothing here inflates what a client sends.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
    globalDecompression: false,
  });
}

/** The encodings a request accepts (q above 0), by name: "br;q=1, gzip" gives br and gzip. */
function acceptedEncodings(request: FastifyRequest): Set<string> {
  const accepted = new Set<string>();
  for (const part of (request.headers['accept-encoding'] ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (name && (quality === undefined || Number(quality) > 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * The page answered by the not-found handler (client routes), compressed like a route's answer: the
 * compression plugin hooks routes only, and that handler is none.
 */
export function compressPage(request: FastifyRequest, reply: FastifyReply, page: string): string | Buffer {
  reply.header('vary', 'accept-encoding');
  if (Buffer.byteLength(page) < THRESHOLD_BYTES) return page;
  const accepted = acceptedEncodings(request);
  if (accepted.has('br')) {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(page, BROTLI_OPTIONS);
  }
  if (accepted.has('gzip')) {
    reply.header('content-encoding', 'gzip');
    return gzipSync(page);
  }
  return page;
}
