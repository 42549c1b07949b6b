import {
  FetchError,
  getDocumentLoader,
  getUserAgent,
  kvCache,
  signRequest,
  type AuthenticatedDocumentLoaderFactory,
  type DocumentLoader,
  type KvStore,
} from '@fedify/fedify';
import { fetchBounded, type FetchBounds, type FetchRequest } from './bounded-fetch';

// What one fetch of another server's document (an actor, its key, an activity, a JSON-LD context)
// may take (docs/decisions/0071-federation-with-fedify.md). An actor with its keys is a few KB: 1 MB
// leaves room for a long post or a large context, never the gigabytes a server might send. Ten
// seconds waits for a slow server, but an inbox's sender waits while its key is fetched. Three
// redirects are as many as the follow-from-your-server lookup follows.
export const DOCUMENT_TIMEOUT_MS = 10_000;
export const DOCUMENT_MAX_BYTES = 1024 * 1024;
export const DOCUMENT_MAX_REDIRECTS = 3;

// The type Mastodon sends and answers, and the one ActivityPub's specification names.
const ACCEPT =
  'application/activity+json, application/ld+json; profile="https://www.w3.org/ns/activitystreams"';

// The JSON-LD contexts Fedify 1.5 keeps in memory (its runtime/contexts.js, which it does not export):
// its own loader answers these without the network (document-loaders.test.ts checks that it still
// does). Any other context is fetched within the same bounds as a document.
export const PRELOADED_CONTEXTS = new Set([
  'https://www.w3.org/ns/activitystreams',
  'https://w3id.org/security/v1',
  'https://w3id.org/security/data-integrity/v1',
  'https://www.w3.org/ns/did/v1',
  'https://w3id.org/security/multikey/v1',
  'https://w3id.org/identity/v1',
  'https://purl.archive.org/socialweb/webfinger',
  'http://schema.org/',
  'https://gotosocial.org/ns',
]);

/** Fedify's loaders, on Atelier's bounded fetch: where they may go and how far (bounded-fetch.ts). */
export type DocumentLoaders = {
  documentLoader: DocumentLoader;
  contextLoader: DocumentLoader;
  authenticatedDocumentLoaderFactory: AuthenticatedDocumentLoaderFactory;
};

/**
 * A loader that fetches within bounds and answers the JSON it reads, as Fedify's does; what is
 * refused or given up on, or is not JSON, throws Fedify's FetchError, which its callers expect of a
 * loader (a key that cannot be fetched verifies no signature).
 */
function boundedLoader(
  bounds: FetchBounds,
  userAgent: string,
  prepare?: FetchRequest['prepare'],
): DocumentLoader {
  return async (url) => {
    try {
      const answer = await fetchBounded(new URL(url), bounds, {
        headers: { accept: ACCEPT, 'user-agent': userAgent },
        prepare,
      });
      return {
        contextUrl: null,
        document: JSON.parse(answer.bytes.toString('utf8')) as unknown,
        documentUrl: answer.url.href,
      };
    } catch (error) {
      throw new FetchError(url, error instanceof Error ? error.message : String(error));
    }
  };
}

/**
 * The loaders Fedify fetches other servers' documents with, in place of its own, which have no limit
 * of time, size or redirects. Documents are kept in Fedify's store for its five minutes, as its own
 * loader keeps them; a signed fetch is never kept, as Fedify's is not.
 */
export function documentLoaders({
  kv,
  publicUrl,
  allowPrivateAddresses,
}: {
  kv: KvStore;
  publicUrl: string;
  allowPrivateAddresses: boolean;
}): DocumentLoaders {
  const bounds: FetchBounds = {
    allowPrivateAddresses,
    timeoutMs: DOCUMENT_TIMEOUT_MS,
    maxBytes: DOCUMENT_MAX_BYTES,
    maxRedirects: DOCUMENT_MAX_REDIRECTS,
  };
  // The User-Agent Fedify's own loaders send for this origin.
  const userAgent = getUserAgent({ url: publicUrl });
  const documentLoader = kvCache({ loader: boundedLoader(bounds, userAgent), kv });
  const preloaded = getDocumentLoader();
  return {
    documentLoader,
    contextLoader: (url) => (PRELOADED_CONTEXTS.has(url) ? preloaded(url) : documentLoader(url)),
    // Each hop signed with the member's key, by Fedify's own signing, as its authenticated loader does.
    authenticatedDocumentLoaderFactory: ({ keyId, privateKey }) =>
      boundedLoader(bounds, userAgent, (request) => signRequest(request, privateKey, keyId)),
  };
}
