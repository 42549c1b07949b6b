import { signJsonLd, signObject, signRequest, type Activity, type Context } from '@fedify/fedify';
import type { FederationContext } from './federation';

/** A private key and the id its actor document gives it. */
export type SigningKey = { privateKey: Parameters<typeof signRequest>[1]; keyId: URL };

/** How long a delivery's POST may take, answer included. */
const DELIVERY_TIMEOUT_MS = 15_000;

const isRsa = ({ privateKey }: SigningKey) => privateKey.algorithm.name === 'RSASSA-PKCS1-v1_5';

/**
 * The activity as Fedify's `sendActivity` makes it for every inbox (@fedify/fedify 1.5,
 * federation/middleware.js): a proof by each Ed25519 key (FEP-8b32), the JSON-LD compacted, and a
 * Linked Data signature by the RSA key. About 60 ms of CPU, the same for every inbox,
 * where an HTTP signature is about 14 ms: the caller makes it once for all of an activity's inboxes
 * (send-delivery.ts, docs/performance.md).
 */
export async function signActivity(
  ctx: Context<FederationContext>,
  keys: SigningKey[],
  activity: Activity,
): Promise<unknown> {
  const { contextLoader } = ctx;
  let signed = activity;
  for (const { privateKey, keyId } of keys)
    if (privateKey.algorithm.name === 'Ed25519')
      signed = await signObject(signed, privateKey, keyId, { contextLoader });
  const document = await signed.toJsonLd({ format: 'compact', contextLoader });
  const rsa = keys.find(isRsa);
  return rsa ? signJsonLd(document, rsa.privateKey, rsa.keyId, { contextLoader }) : document;
}

/**
 * Posts a signed activity to an inbox with an HTTP Signature by the RSA key (draft-cavage, as
 * Mastodon checks it), as Fedify's own delivery does (federation/send.js); throws unless the other
 * server takes it.
 */
export async function postActivity(document: unknown, inbox: URL, keys: SigningKey[]) {
  const rsa = keys.find(isRsa);
  if (!rsa) throw new Error('an actor signs its deliveries with its RSA key');
  const request = await signRequest(
    new Request(inbox, {
      method: 'POST',
      headers: { 'content-type': 'application/activity+json' },
      body: JSON.stringify(document),
    }),
    rsa.privateKey,
    rsa.keyId,
  );
  // An inbox is posted to where its actor says it is, never where a redirect points (the address
  // was checked as public, a redirect's is not), and a server that holds the request open holds a
  // delivery worker no longer than this (decision 71, Deliveries).
  const response = await fetch(request, {
    redirect: 'manual',
    signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
  });
  // Only the status is kept: the answer's body is the other server's to size.
  await response.body?.cancel().catch(() => undefined);
  if (response.ok) return;
  throw new Error(`${inbox.href} answered ${response.status} ${response.statusText}`);
}
