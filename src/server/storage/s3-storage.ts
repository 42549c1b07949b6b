import { AwsClient } from 'aws4fetch';
import type { StorageConfig } from '#server/config';
import { isPrivateKey, isUploadKey, type Storage } from './storage';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * An S3-compatible bucket (AWS, MinIO, R2...) addressed path-style, read publicly from publicUrl,
 * except the private folders (PRIVATE_FOLDERS), which the server reads with its credentials: kept in
 * a private bucket of their own when one is configured, which the public URL never reaches, or else
 * in the same bucket, whose public policy must leave them out (README).
 */
export function createS3Storage(config: Extract<StorageConfig, { kind: 's3' }>): Storage {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
  });
  const objectUrl = (key: string) => {
    if (!isUploadKey(key)) throw new Error(`not an upload key: ${key}`);
    return `${config.endpoint}/${isPrivateKey(key) ? config.privateBucket : config.bucket}/${key}`;
  };
  const send = async (key: string, init: RequestInit) => {
    const response = await client.fetch(objectUrl(key), init);
    // S3 answers 204 to a delete whether or not the object existed; some servers answer 404.
    if (!response.ok && !(init.method === 'DELETE' && response.status === 404)) {
      throw new Error(`storage ${init.method} ${key} failed: ${response.status} ${await response.text()}`);
    }
  };
  const publicPrefix = `${config.publicUrl}/`;
  return {
    put: (key, bytes, contentType) =>
      send(key, {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: {
          'content-type': contentType,
          // A private file (a feedback screenshot) is read by the server alone: no cache keeps it.
          'cache-control': isPrivateKey(key)
            ? 'private, no-store'
            : `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
        },
      }),
    async read(key) {
      const response = await client.fetch(objectUrl(key), { method: 'GET' });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`storage GET ${key} failed: ${response.status}`);
      return Buffer.from(await response.arrayBuffer());
    },
    remove: (key) => send(key, { method: 'DELETE' }),
    urlOf: (key) => `${publicPrefix}${key}`,
    keyOf(url) {
      if (!url.startsWith(publicPrefix)) return null;
      const key = url.slice(publicPrefix.length);
      return isUploadKey(key) ? key : null;
    },
  };
}
