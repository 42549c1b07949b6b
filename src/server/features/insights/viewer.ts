import type { FastifyRequest } from 'fastify';
import type { Viewer } from './record-view';

const PREFETCH = /prefetch|prerender/i;

/** Who a request says is looking (docs/decisions/0072): for the rules, then forgotten. */
export function viewerOf(request: FastifyRequest): Viewer {
  const { headers } = request;
  return {
    address: request.ip,
    userAgent: headers['user-agent'] ?? '',
    accountId: request.user?.id ?? null,
    optedOut: headers['sec-gpc'] === '1' || headers.dnt === '1',
    prefetch: PREFETCH.test(String(headers['sec-purpose'] ?? headers.purpose ?? '')),
  };
}
