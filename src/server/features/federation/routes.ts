import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isUuid } from '#shared/ids';
import { AppError } from '#server/errors';
import { everyone } from '#server/feature-kit/access';
import { appDeps } from '#server/feature-kit/app-deps';
import { limitedBy, RATE_LIMITS } from '#server/feature-kit/rate-limits';
import { federationContextOf, federationOf } from './federation-instance';
import { findActiveBan } from '#server/features/standing/index';
import { postDeletedAt } from './outbox';
import { serverStatus } from './servers';

// Addresses of other software's making, not API routes: kept out of /api/docs, counted per client in
// memory as pages are.
const forOtherServers = { schema: { ...everyone, hide: true }, config: limitedBy('pages') };

/** The largest activity an inbox takes; Mastodon's own limit for what it accepts is lower still. */
export const INBOX_BODY_LIMIT_BYTES = 256 * 1024;

/** The host of the key an HTTP signature names (draft-cavage, as Mastodon signs), if any. */
function signerDomain(header: string | string[] | undefined): string | null {
  const keyId = /keyId="([^"]+)"/.exec(String(header ?? ''))?.[1];
  if (!keyId || !URL.canParse(keyId)) return null;
  return new URL(keyId).hostname.toLowerCase();
}

/**
 * WebFinger, NodeInfo, the actors' documents and their inboxes, answered by Fedify
 * (docs/decisions/0071-federation-with-fedify.md).
 */
export const federationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Turned off by the operator, Atelier answers none of it (docs/deploy.md).
  if (!app.config.federation.enabled) return;
  const deps = appDeps(app);
  const { publicUrl } = app.config;

  // An inbox's body is checked against its signature's digest byte for byte, so it reaches Fedify
  // as it came: every type taken as bytes, in this plugin's routes only.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: INBOX_BODY_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    }
    // The canonical origin, whatever host the request named (a proxy's, an address).
    const url = new URL(request.url, publicUrl);
    const body =
      request.method === 'POST' && Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : null;
    const federation = await federationOf(deps);
    const response = await federation.fetch(new Request(url, { method: request.method, headers, body }), {
      contextData: federationContextOf(deps),
    });
    reply.status(response.status);
    response.headers.forEach((value, name) => void reply.header(name, value));
    return reply.send(Buffer.from(await response.arrayBuffer()));
  };

  // What another server is told of a document it knew that is gone for good.
  const gone = (reply: FastifyReply, path: string, tombstone: { deleted?: Date; formerType?: string }) =>
    reply
      .status(410)
      .type('application/activity+json')
      .send({
        '@context': 'https://www.w3.org/ns/activitystreams',
        id: new URL(path, publicUrl).href,
        type: 'Tombstone',
        ...(tombstone.formerType ? { formerType: tombstone.formerType } : {}),
        ...(tombstone.deleted ? { deleted: tombstone.deleted.toISOString() } : {}),
      });

  app.get('/.well-known/webfinger', forOtherServers, answer);
  app.get('/.well-known/nodeinfo', forOtherServers, answer);
  app.get('/nodeinfo/2.1', forOtherServers, answer);
  // A project whose followers were told it is gone answers as a Tombstone: gone, not unknown.
  app.get<{ Params: { id: string } }>('/ap/projects/:id', forOtherServers, async (request, reply) => {
    const { id } = request.params;
    // No project is named by anything but its id (Fedify would fail on an empty one).
    if (!isUuid(id)) return reply.callNotFound();
    const deletedAt = await postDeletedAt(deps.db, id);
    if (!deletedAt) return answer(request, reply);
    return gone(reply, `/ap/projects/${id}`, { deleted: deletedAt, formerType: 'Note' });
  });
  // A banned member's actor is gone, as their followers elsewhere were told (outbox.ts).
  app.get<{ Params: { identifier: string } }>(
    '/ap/users/:identifier',
    forOtherServers,
    async (request, reply) => {
      const { identifier } = request.params;
      if (isUuid(identifier) && (await findActiveBan(deps.db, identifier)))
        return gone(reply, `/ap/users/${identifier}`, { formerType: 'Person' });
      return answer(request, reply);
    },
  );
  app.get('/ap/*', forOtherServers, answer);
  // A server staff suspended is refused before its signature's key is fetched (docs/decisions/0071).
  const fromOpenServer = async (request: FastifyRequest) => {
    const domain = signerDomain(request.headers.signature);
    if (domain && (await serverStatus(deps.db, domain)) === 'suspended')
      throw new AppError('forbidden', 'permissionDenied');
  };
  // Each server has one count over every inbox here, by the key its signature names, kept with the
  // address it posts from: a forged key id spends the forger's count, never the server it names.
  const perServer = {
    rateLimit: {
      ...RATE_LIMITS.federationInbox,
      keyPrefix: 'federation-inbox',
      keyGenerator: (request: FastifyRequest) =>
        `${signerDomain(request.headers.signature) ?? ''} ${request.ip}`,
    },
  };
  const inbox = { schema: forOtherServers.schema, config: perServer, preHandler: fromOpenServer };
  app.post('/ap/inbox', inbox, answer);
  app.post('/ap/users/:identifier/inbox', inbox, answer);
};
