import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Below this a compressed answer saves too little to pay for the work.
const THRESHOLD_BYTES = 1024;
// Brotli's default (11) is for files compressed once at build time; on the fly, 4 is about as small
// as gzip's best at a fraction of the time.
const ON_THE_FLY_BROTLI_QUALITY = 4;
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } };
// JSON, XML (sitemaps), pages and text; never the event stream, whose events must go out as they happen.
const COMPRESSIBLE = /^(application\/(?:[\w.+-]+\+)?(?:json|xml)|text\/(?!event-stream)[\w.+-]+)(;|$)/i;

// Answers sent as they are whatever the client accepts (sendUncompressed).
const uncompressed = new WeakSet<FastifyReply>();

/**
 * Sends this answer uncompressed. For a page that holds a secret (a member's address) beside text
 * the request chose (a search): compressed, its length would tell, guess by guess, how much of the
 * chosen text matches the secret (BREACH).
 */
export function sendUncompressed(reply: FastifyReply) {
  uncompressed.add(reply);
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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

function appendVary(reply: FastifyReply, name: string) {
  const current = reply.getHeader('vary');
  const values = (typeof current === 'string' ? current.split(',') : []).map((value) => value.trim());
  if (!values.some((value) => value.toLowerCase() === name))
    reply.header('vary', [...values, name].filter(Boolean).join(', '));
}

/**
 * Compresses every answer written whole (JSON, pages, text) above 1 KB, with brotli or gzip as the
 * client accepts, and says so in `Vary`. The work runs on libuv's threads, and on the whole body at
 * once: no stream is piped, so a visitor who leaves mid-answer is no error. Streams (built assets,
 * which the build compressed already, and the event stream) go out as they are. Compressed request
 * bodies are refused, as before: nothing here inflates what a client sends.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || uncompressed.has(reply)) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    appendVary(reply, 'accept-encoding');
    if (Buffer.byteLength(payload) < THRESHOLD_BYTES) return payload;
    const accepted = acceptedEncodings(request);
    const encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
    if (!encoding) return payload;
    const compressed = encoding === 'br' ? await brotli(payload, BROTLI_OPTIONS) : await gzipAsync(payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
