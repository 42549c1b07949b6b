// Other fediverse servers for the federation figure of npm run bench: each listens on an address of
// its own in 127.0.0.0/8 (all of it is this machine's loopback on Linux), so each is a host of its
// own to the app, as 200 Mastodon servers are, each with its shared inbox at /inbox. An inbox checks
// each delivery's HTTP signature as Mastodon does (its digest and the sender's published key, read
// once for all servers) and answers 202. What arrived is kept by the id of the object it carries.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { publicKeyPemIn, readBody, verifySignedRequest } from '#server/test/activitypub-peer';

/** A delivery one server's inbox received. */
export type Receipt = { server: number; type: string; objectId: string; verified: boolean; atMs: number };

/** The address of the nth server (from 0): 127.1.0.1, 127.1.0.2, … 127.1.1.0, … */
const addressOf = (index: number) => `127.1.${((index + 1) >> 8) & 255}.${(index + 1) & 255}`;

/**
 * Starts `count` servers whose inboxes take deliveries. `onReceipt` hears each as it arrives, its
 * time from performance.now(); `fetchDocument` reads the sender's actor, for its key.
 */
export async function startRemoteServers(options: {
  count: number;
  fetchDocument: (url: string) => Promise<Record<string, unknown>>;
  onReceipt: (receipt: Receipt) => void;
}) {
  // One read of each key for every server: one fetch per server would be the app's load, not theirs.
  const keys = new Map<string, Promise<string | undefined>>();
  const publicKeyPem = (keyId: string) => {
    let pem = keys.get(keyId);
    if (!pem) {
      pem = options
        .fetchDocument(keyId.replace(/#.*$/, ''))
        .then((document) => publicKeyPemIn(document, keyId));
      keys.set(keyId, pem);
    }
    return pem;
  };

  const servers: Server[] = [];
  const origins: string[] = [];
  const closeAll = () =>
    Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  try {
    for (let index = 0; index < options.count; index++) {
      const server = createServer(async (request, response) => {
        const path = request.url ?? '/';
        if (request.method !== 'POST' || path !== '/inbox') {
          response.writeHead(404).end();
          return;
        }
        const body = await readBody(request);
        const atMs = performance.now();
        const { verified } = await verifySignedRequest(
          { method: 'POST', path, headers: request.headers, body },
          publicKeyPem,
        ).catch(() => ({ verified: false }));
        const activity = JSON.parse(body.toString('utf8')) as { type?: string; object?: unknown };
        const object = activity.object as { id?: string } | string | undefined;
        options.onReceipt({
          server: index,
          type: String(activity.type),
          objectId: typeof object === 'string' ? object : String(object?.id),
          verified,
          atMs,
        });
        // Mastodon answers a delivery it takes 202, and one whose signature fails 401.
        response.writeHead(verified ? 202 : 401).end();
      });
      servers.push(server);
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(0, addressOf(index), resolve);
      });
      const { address, port } = server.address() as AddressInfo;
      origins.push(`http://${address}:${port}`);
    }
  } catch (error) {
    await closeAll();
    throw error;
  }
  return {
    /** Each server's origin (`http://127.1.0.1:41234`), by index. */
    origins,
    close: () => closeAll().then(() => undefined),
  };
}
export type RemoteServers = Awaited<ReturnType<typeof startRemoteServers>>;
