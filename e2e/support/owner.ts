import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const run = promisify(execFile);

/** Makes someone owner the way an operator does: `npm run admin -- grant owner <email>`. */
export async function grantOwner(email: string) {
  const { stdout } = await run('npm', ['run', '--silent', 'admin', '--', 'grant', 'owner', email], {
    env: {
      ...process.env,
      DATABASE_URL: inject('databaseUrl'),
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'atelier-admin-cli-')),
    },
  });
  return stdout;
}
