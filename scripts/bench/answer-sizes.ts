// How many bytes the main answers put on the wire: each asked for three times, with no
// Accept-Encoding, with brotli and with gzip. node:http hands over the body as it came, still
// compressed (fetch would decode it and report the decoded length).
import http from 'node:http';
import https from 'node:https';
import { nextClientAddress } from './load';

/** An answer to weigh: its name in the table and its path. */
export type Answer = { name: string; path: string };

/** Body bytes as received and the Content-Encoding they came in ('identity' when none). */
export type EncodedSize = { bytes: number; encoding: string };

export type AnswerSize = {
  name: string;
  path: string;
  /** Asked for with no Accept-Encoding: the encoding should be identity. */
  raw: EncodedSize;
  brotli: EncodedSize;
  gzip: EncodedSize;
};

function getEncoded(url: string, acceptEncoding: string | undefined): Promise<EncodedSize> {
  const get = url.startsWith('https:') ? https.get : http.get;
  // A new client each time, like the load, so the search endpoints' per-client limit never answers.
  const headers: http.OutgoingHttpHeaders = { 'x-forwarded-for': nextClientAddress() };
  if (acceptEncoding) headers['accept-encoding'] = acceptEncoding;
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`GET ${url} answered ${response.statusCode}`));
        return;
      }
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ bytes, encoding: String(response.headers['content-encoding'] ?? 'identity') }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** The sizes of each answer, one request at a time. */
export async function measureAnswerSizes(baseUrl: string, answers: Answer[]): Promise<AnswerSize[]> {
  const sizes: AnswerSize[] = [];
  for (const { name, path } of answers) {
    const url = baseUrl + path;
    const raw = await getEncoded(url, undefined);
    const brotli = await getEncoded(url, 'br');
    const gzip = await getEncoded(url, 'gzip');
    sizes.push({ name, path, raw, brotli, gzip });
  }
  return sizes;
}
