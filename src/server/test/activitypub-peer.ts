import { createHash, createPublicKey, generateKeyPairSync, sign, verify } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiClient } from './clients';

/** An activity a peer's inbox received, with whether its HTTP signature verified. */
export type ReceivedActivity = {
  path: string;
  activity: Record<string, unknown>;
  /** The key the signature named, and whether the body's digest and the signature held. */
  keyId: string;
  verified: boolean;
};

const ACTIVITY_JSON = 'application/activity+json';

/** The SHA-256 digest header of a body, as Mastodon sends and checks it. */
const digestOf = (body: Buffer | string) => `SHA-256=${createHash('sha256').update(body).digest('base64')}`;

/** The fields of a draft-cavage `Signature` header: keyId, algorithm, headers, signature. */
function parseSignature(header: string): Record<string, string> {
  return Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map(([, name, value]) => [name, value]));
}

/** A request's whole body. */
export const readBody = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });

/** The PEM of the public key an actor's document names `keyId`, if it names one. */
export function publicKeyPemIn(document: Record<string, unknown>, keyId: string): string | undefined {
  const key = [document.publicKey].flat().find((each) => (each as { id?: string })?.id === keyId) as
    { publicKeyPem?: string } | undefined;
  return key?.publicKeyPem;
}

/**
 * Whether a POST's draft-cavage signature holds, as Mastodon checks one: its digest is the body's,
 * and the headers it names, signed, verify with the public key its keyId names (`publicKeyPem` reads
 * it, undefined when there is none).
 */
export async function verifySignedRequest(
  request: { method: string; path: string; headers: IncomingMessage['headers']; body: Buffer },
  publicKeyPem: (keyId: string) => Promise<string | undefined>,
) {
  const { method, path, headers, body } = request;
  const signature = parseSignature(String(headers.signature ?? ''));
  if (!signature.keyId || !signature.signature || !signature.headers) return { keyId: '', verified: false };
  if (headers.digest !== digestOf(body)) return { keyId: signature.keyId, verified: false };
  const pem = await publicKeyPem(signature.keyId);
  if (!pem) return { keyId: signature.keyId, verified: false };
  const signed = signature.headers
    .split(' ')
    .map((name) =>
      name === '(request-target)'
        ? `(request-target): ${method.toLowerCase()} ${path}`
        : `${name}: ${headers[name]}`,
    )
    .join('\n');
  const verified = verify(
    'sha256',
    Buffer.from(signed),
    createPublicKey(pem),
    Buffer.from(signature.signature, 'base64'),
  );
  return { keyId: signature.keyId, verified };
}

/**
 * A small ActivityPub server that is not Atelier's code: its actor, its inbox and its HTTP Signatures
 * are made with Node's crypto, as Mastodon documents them (draft-cavage-http-signatures, RSA-SHA256
 * over `(request-target) host date digest`). It reads the other side's keys through
 * `fetchDocument`, which a test points at the app it talks to.
 */
export async function startActivityPubPeer(options: {
  username: string;
  fetchDocument: (url: string) => Promise<Record<string, unknown>>;
}) {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const received: ReceivedActivity[] = [];
  // The WebFinger lookups asked of it, by path.
  const lookups: string[] = [];
  const waiting: (() => void)[] = [];
  let origin = '';
  const actorId = () => `${origin}/users/${options.username}`;
  const keyId = () => `${actorId()}#main-key`;
  // The actor's picture, served at its path, which a test changes (a new picture, none, one that is
  // no image).
  const avatar: { picture: { bytes: Buffer; contentType: string } | null; path: string; fetches: number } = {
    picture: null,
    path: '/system/accounts/avatars/1/original.png',
    fetches: 0,
  };
  const actorDocument = () => ({
    '@context': ['https://www.w3.org/ns/activitystreams', 'https://w3id.org/security/v1'],
    id: actorId(),
    type: 'Person',
    preferredUsername: options.username,
    name: `${options.username} on the peer`,
    url: `${origin}/@${options.username}`,
    inbox: `${actorId()}/inbox`,
    outbox: `${actorId()}/outbox`,
    followers: `${actorId()}/followers`,
    endpoints: { sharedInbox: `${origin}/inbox` },
    // Mastodon writes the picture into the actor, as an Image with its address.
    ...(avatar.picture && {
      icon: { type: 'Image', mediaType: avatar.picture.contentType, url: `${origin}${avatar.path}` },
    }),
    publicKey: {
      id: keyId(),
      owner: actorId(),
      publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }),
    },
  });

  // Keys once read, by id: Mastodon keeps the key of an account it knows, which is how it checks the
  // Delete of an account whose actor now answers 410.
  const knownKeys = new Map<string, string>();
  async function publicKeyPem(keyId: string) {
    const known = knownKeys.get(keyId);
    if (known) return known;
    const pem = publicKeyPemIn(await options.fetchDocument(keyId.replace(/#.*$/, '')), keyId);
    if (pem) knownKeys.set(keyId, pem);
    return pem;
  }

  // How the actor is answered: after this many redirects, with this many bytes more in its summary.
  // A test changes it to see how far Atelier's fetches go.
  const actorAnswer = { redirects: 0, paddingBytes: 0 };

  const server = createServer(async (request, response) => {
    const path = request.url ?? '/';
    const asked = new URL(path, origin);
    if (request.method === 'GET' && asked.pathname === `/users/${options.username}`) {
      const hop = Number(asked.searchParams.get('hop') ?? 0);
      if (hop < actorAnswer.redirects) {
        response.writeHead(302, { location: `${asked.pathname}?hop=${hop + 1}` }).end();
        return;
      }
      const padding = actorAnswer.paddingBytes > 0 ? { summary: 'x'.repeat(actorAnswer.paddingBytes) } : {};
      response.writeHead(200, { 'content-type': ACTIVITY_JSON });
      response.end(JSON.stringify({ ...actorDocument(), ...padding }));
      return;
    }
    if (request.method === 'GET' && asked.pathname === avatar.path && avatar.picture) {
      avatar.fetches++;
      response.writeHead(200, { 'content-type': avatar.picture.contentType });
      response.end(avatar.picture.bytes);
      return;
    }
    // WebFinger as Mastodon answers it, with the follow page ('remote follow') other sites send to.
    if (request.method === 'GET' && path.startsWith('/.well-known/webfinger?')) {
      lookups.push(path);
      const resource = new URL(path, origin).searchParams.get('resource');
      if (resource !== `acct:${options.username}@${new URL(origin).host}`) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/jrd+json' });
      response.end(
        JSON.stringify({
          subject: resource,
          links: [
            { rel: 'self', type: ACTIVITY_JSON, href: actorId() },
            {
              rel: 'http://ostatus.org/schema/1.0/subscribe',
              template: `${origin}/authorize_interaction?uri={uri}`,
            },
          ],
        }),
      );
      return;
    }
    // The follow page the WebFinger answer names, where a person confirms following an account.
    if (request.method === 'GET' && path.startsWith('/authorize_interaction?')) {
      const uri = new URL(path, origin).searchParams.get('uri') ?? '';
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        `<!doctype html><html lang="en"><title>Follow</title><link rel="icon" href="data:,"><h1>Follow ${uri.replace(/[<>&"]/g, '')}?</h1></html>`,
      );
      return;
    }
    if (request.method === 'POST' && (path === '/inbox' || path === `/users/${options.username}/inbox`)) {
      const body = await readBody(request);
      const check = await verifySignedRequest(
        { method: 'POST', path, headers: request.headers, body },
        publicKeyPem,
      ).catch(() => ({
        keyId: '',
        verified: false,
      }));
      received.push({
        path,
        activity: JSON.parse(body.toString('utf8')) as Record<string, unknown>,
        ...check,
      });
      waiting.splice(0).forEach((wake) => wake());
      // Mastodon answers a delivery it refuses 401, and one it takes 202.
      response.writeHead(check.verified ? 202 : 401).end();
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    get actorId() {
      return actorId();
    },
    get origin() {
      return origin;
    },
    received,
    lookups,
    actorAnswer,
    avatar,
    /**
     * The headers of a signed POST of this body to the address, as Mastodon makes them; `date` may be
     * set, to make an old request.
     */
    signedHeaders(url: string, body: string, date = new Date()) {
      const target = new URL(url);
      const headers: Record<string, string> = {
        host: target.host,
        date: date.toUTCString(),
        digest: digestOf(body),
        'content-type': ACTIVITY_JSON,
      };
      const signed = ['host', 'date', 'digest'].map((name) => `${name}: ${headers[name]}`).join('\n');
      const signingString = `(request-target): post ${target.pathname}\n${signed}`;
      const signature = sign('sha256', Buffer.from(signingString), privateKey).toString('base64');
      headers.signature = `keyId="${keyId()}",algorithm="rsa-sha256",headers="(request-target) host date digest",signature="${signature}"`;
      return headers;
    },
    /** An activity of this peer's actor, with an id of its own. */
    activity(type: string, fields: Record<string, unknown>) {
      return {
        '@context': 'https://www.w3.org/ns/activitystreams',
        id: `${actorId()}#${type.toLowerCase()}s/${crypto.randomUUID()}`,
        type,
        actor: actorId(),
        ...fields,
      };
    },
    /**
     * A Note of this peer's actor as Mastodon writes a reply: its HTML opens with a mention of whom
     * it answers, and it names what it answers in `inReplyTo`.
     */
    note(fields: { inReplyTo: string; content: string; mention?: string }) {
      const id = `${actorId()}/statuses/${crypto.randomUUID()}`;
      const mention = fields.mention
        ? `<span class="h-card" translate="no"><a href="${fields.mention}" class="u-url mention">@<span>someone</span></a></span> `
        : '';
      return {
        id,
        type: 'Note',
        summary: null,
        inReplyTo: fields.inReplyTo,
        published: new Date().toISOString(),
        url: `${origin}/@${options.username}/${id.split('/').pop()}`,
        attributedTo: actorId(),
        to: ['https://www.w3.org/ns/activitystreams#Public'],
        cc: [`${actorId()}/followers`],
        sensitive: false,
        content: `<p>${mention}${fields.content}</p>`,
      };
    },
    /** Waits until an activity the test looks for arrives, or says what arrived instead. */
    async nextReceived(matches: (activity: ReceivedActivity) => boolean, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(matches);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(
            `the peer's inbox never got it; it got: ${JSON.stringify(received.map((each) => each.activity))}`,
          );
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type ActivityPubPeer = Awaited<ReturnType<typeof startActivityPubPeer>>;

/**
 * Posts an activity from the peer to an inbox of the app, as the peer's server would: signed, unless
 * the test forges the headers or the body, or dates it.
 */
export function deliverFromPeer(
  client: ApiClient,
  peer: ActivityPubPeer,
  inbox: string,
  activity: object,
  change: { headers?: Record<string, string>; body?: string; date?: Date } = {},
) {
  const body = change.body ?? JSON.stringify(activity);
  return client.request({
    method: 'POST',
    url: new URL(inbox).pathname,
    payload: body,
    headers: { ...peer.signedHeaders(inbox, body, change.date), ...change.headers },
  });
}
