import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * A real S3-compatible server (s3rver) on a port of its own, its buckets made, its objects in a
 * folder of their own. It reads without credentials what its buckets hold, as a bucket whose policy
 * makes it public does.
 */
export async function startTestS3Server(buckets: string[]) {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'atelier-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
