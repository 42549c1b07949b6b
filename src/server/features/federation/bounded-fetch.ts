import { isPublicDestination } from './public-address';

/** How far a fetch of another server's answer may go: where to, how many hops, how long, how much. */
export type FetchBounds = {
  /** Lets http and private, loopback and link-local addresses through: tests' peers only (config). */
  allowPrivateAddresses: boolean;
  /** The whole fetch, name resolution, redirects and body included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
};

/** What a fetch asks with; `prepare` changes each hop's request before it is sent (signs it). */
export type FetchRequest = {
  headers: Record<string, string>;
  prepare?: (request: Request) => Promise<Request>;
};

/** An answer within bounds: the address it came from after redirects, its headers and its bytes. */
export type BoundedAnswer = { url: URL; headers: Headers; bytes: Buffer };

/** A fetch refused or given up on, and why; `url` is the address it stopped at. */
export class BoundedFetchError extends Error {
  constructor(
    readonly url: URL,
    reason: string,
  ) {
    super(`${url.href}: ${reason}`);
    this.name = 'BoundedFetchError';
  }
}

/** A body read up to a limit; null past it. */
async function readCapped(response: Response, limit: number): Promise<Buffer | null> {
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Each hop checked before it is asked: redirects are followed here, never by fetch itself. */
async function follow(
  start: URL,
  bounds: FetchBounds,
  { headers, prepare }: FetchRequest,
  signal: AbortSignal,
): Promise<BoundedAnswer> {
  const schemes = bounds.allowPrivateAddresses ? ['https:', 'http:'] : ['https:'];
  let url = start;
  for (let redirects = 0; ; redirects++) {
    if (!schemes.includes(url.protocol)) throw new BoundedFetchError(url, `${url.protocol} refused`);
    if (!(await isPublicDestination(url, bounds.allowPrivateAddresses)))
      throw new BoundedFetchError(url, 'not a public address');
    const request = new Request(url, { headers, redirect: 'manual', signal });
    const response = await fetch(prepare ? await prepare(request) : request, { redirect: 'manual', signal });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      if (redirects >= bounds.maxRedirects)
        throw new BoundedFetchError(url, `more than ${bounds.maxRedirects} redirects`);
      url = new URL(location, url);
      continue;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new BoundedFetchError(url, `HTTP ${response.status}`);
    }
    const bytes = await readCapped(response, bounds.maxBytes);
    if (bytes === null) throw new BoundedFetchError(url, `larger than ${bounds.maxBytes} bytes`);
    return { url, headers: response.headers, bytes };
  }
}

/**
 * Fetches what another server names, within bounds: over https (http too only where tests run their
 * peers), to public addresses only at every redirect, within a number of redirects, a time and a size.
 * Throws a BoundedFetchError, or fetch's own error, when it cannot.
 */
export async function fetchBounded(
  url: URL,
  bounds: FetchBounds,
  request: FetchRequest,
): Promise<BoundedAnswer> {
  const deadline = AbortSignal.timeout(bounds.timeoutMs);
  // The signal stops the requests and the bodies; name resolution, which no signal cancels, is
  // raced against the same deadline.
  const givenUp = new Promise<never>((_resolve, reject) => {
    deadline.addEventListener(
      'abort',
      () => reject(new BoundedFetchError(url, `no answer within ${bounds.timeoutMs} ms`)),
      { once: true },
    );
  });
  return Promise.race([follow(url, bounds, request, deadline), givenUp]);
}
