// Two answers through nginx (deploy/nginx.conf, as an operator runs it) in front of one process and of
// two, against one process reached directly: what the proxy costs, and what a second process buys on
// this machine. Explore's search is bound by PostgreSQL here; the filtered services list,
// whose SQL takes half a millisecond, by the app's own work. Loaded in rounds like every other target.
import { startNginx } from '#server/test/nginx';
import type { HttpTarget } from './load';
import type { RunningServer } from './servers';
import * as settings from './settings';

const LOADED = [
  { kind: 'explore', path: `/api/explore?${settings.EXPLORE_SEARCH}` },
  { kind: 'services filtered', path: `/api/services?${settings.SERVICES_FILTERED}` },
];

/** The targets' names for one kind of answer. */
export const proxyTargetNames = (kind: string) => ({
  direct: `${kind}, 1 process direct`,
  oneBehindNginx: `${kind}, nginx → 1 process`,
  twoBehindNginx: `${kind}, nginx → 2 processes`,
});
export const PROXY_KINDS = LOADED.map(({ kind }) => kind);

const portOf = (server: RunningServer) => Number(new URL(server.url).port);

/** Starts two nginx, one per upstream set, and answers the targets and how to stop the nginx. */
export async function startProxyTargets(first: RunningServer, second: RunningServer) {
  const alone = await startNginx([portOf(first)]);
  const both = await startNginx([portOf(first), portOf(second)]).catch(async (error: unknown) => {
    await alone.stop();
    throw error;
  });
  const stop = () => Promise.all([alone.stop(), both.stop()]).then(() => undefined);
  const targets: HttpTarget[] = LOADED.flatMap(({ kind, path }) => {
    const names = proxyTargetNames(kind);
    return [
      { name: names.direct, baseUrl: first.url, paths: [path] },
      { name: names.oneBehindNginx, baseUrl: alone.url, paths: [path] },
      { name: names.twoBehindNginx, baseUrl: both.url, paths: [path] },
    ];
  });
  for (const target of targets) {
    const response = await fetch(target.baseUrl + (target.paths[0] ?? ''));
    if (!response.ok) {
      await stop();
      throw new Error(`${target.name} answered ${response.status}`);
    }
  }
  return { targets, stop };
}
