import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Federation } from '@fedify/fedify';
import { everyone } from '#server/feature-kit/access';
import { appDeps } from '#server/feature-kit/app-deps';
import { limitedBy } from '#server/feature-kit/rate-limits';
import type { FederationContext } from './federation';

// Addresses of other software's making, not API routes: kept out of /api/docs, counted per client in
// memory as pages are.
const forOtherServers = { schema: { ...everyone, hide: true }, config: limitedBy('pages') };

/**
 * WebFinger, NodeInfo and the actors' documents, answered by Fedify (docs/decisions/0071). Fedify and
 * its JSON-LD take a second and more to load: the first request that needs them loads them, not
 * every start.
 */
export const federationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = appDeps(app);
  const { publicUrl } = app.config;
  let loading: Promise<Federation<FederationContext>> | undefined;
  const federation = () =>
    (loading ??= import('./federation').then(({ buildFederation }) => buildFederation(db, publicUrl)));

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value);
      else if (Array.isArray(value)) for (const each of value) headers.append(name, each);
    }
    // The canonical origin, whatever host the request named (a proxy's, an address).
    const url = new URL(request.url, publicUrl);
    const response = await (
      await federation()
    ).fetch(new Request(url, { method: request.method, headers }), { contextData: { db } });
    reply.status(response.status);
    response.headers.forEach((value, name) => void reply.header(name, value));
    return reply.send(Buffer.from(await response.arrayBuffer()));
  };

  app.get('/.well-known/webfinger', forOtherServers, answer);
  app.get('/.well-known/nodeinfo', forOtherServers, answer);
  app.get('/nodeinfo/2.1', forOtherServers, answer);
  app.get('/ap/*', forOtherServers, answer);
};
