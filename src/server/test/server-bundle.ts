import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { findAppRoot } from '#server/app-root';

/**
 * Bundles the server as `npm run build` does (scripts/build-server.mjs), into a folder of this test
 * run's own, for the tests that start it as a process: an operator runs the bundle, and it started
 * about 4 s sooner than src/ under tsx's loader, a dozen times and more a run. The folder is under
 * node_modules, where the packages the bundle leaves out resolve, and is named by the process, since
 * the two API passes run side by side. Returns the folder and a function that removes it.
 */
export async function bundleServerForTests() {
  const appRoot = findAppRoot();
  const folder = path.join(appRoot, `node_modules/.cache/atelier/server-under-test-${process.pid}`);
  await promisify(execFile)(process.execPath, ['scripts/build-server.mjs', folder], { cwd: appRoot });
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
