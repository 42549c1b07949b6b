import http from 'node:http';
// The server runs on plain http here, so its session cookie carries no __Host- prefix.
import { SESSION_COOKIE } from '#server/features/auth/index';
import { nextClientAddress } from '../bench/load';
import { REQUEST_TIMEOUT_MS } from './settings';

export type Reply = { status: number; body: string };

/** An exchange that got no answer; `code` is the socket's error (ECONNRESET, ECONNREFUSED, ...). */
export class NoAnswerError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

function errorCode(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  return typeof code === 'string' ? code : error instanceof Error ? error.message : String(error);
}

/**
 * One simulated visitor: one keep-alive connection at a time, as autocannon's connections (a new one
 * when the server closes it), and its own session cookie. Every request names a new client address in
 * X-Forwarded-For, so the per-client, per-route rate limits never see one visitor send hundreds of
 * writes a minute; the limits per account still apply. Writes carry the Origin of the server's
 * PUBLIC_URL, as the browser does, or the server refuses them as cross-site.
 */
export class VirtualClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private sessionCookie: string | undefined;

  constructor(private readonly baseUrl: string) {}

  get signedIn(): boolean {
    return this.sessionCookie !== undefined;
  }

  /** Sends one request; answers its status and body, or rejects with NoAnswerError. */
  send(method: string, path: string, body?: unknown): Promise<Reply> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: http.OutgoingHttpHeaders = { 'x-forwarded-for': nextClientAddress() };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    if (!SAFE_METHODS.has(method)) headers.origin = this.baseUrl;
    if (this.sessionCookie) headers.cookie = this.sessionCookie;

    return new Promise((resolve, reject) => {
      const request = http.request(new URL(path, this.baseUrl), { method, headers, agent: this.agent });
      request.setTimeout(REQUEST_TIMEOUT_MS, () =>
        request.destroy(new NoAnswerError('ETIMEDOUT', `no answer within ${REQUEST_TIMEOUT_MS} ms`)),
      );
      request.on('error', (error) =>
        reject(error instanceof NoAnswerError ? error : new NoAnswerError(errorCode(error), String(error))),
      );
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => reject(new NoAnswerError(errorCode(error), String(error))));
        response.on('end', () => {
          this.keepSessionCookie(response.headers['set-cookie']);
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
        });
      });
      request.end(payload);
    });
  }

  /** Drops the connection, as a closed tab does. */
  close() {
    this.agent.destroy();
  }

  private keepSessionCookie(setCookie: string[] | undefined) {
    for (const line of setCookie ?? []) {
      const [pair] = line.split(';');
      if (!pair?.startsWith(`${SESSION_COOKIE}=`)) continue;
      // Sign-out answers an empty value to clear it.
      this.sessionCookie = pair.length > SESSION_COOKIE.length + 1 ? pair : undefined;
    }
  }
}
