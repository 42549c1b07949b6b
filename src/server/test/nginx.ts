import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { APP_ROOT, findFreePort } from './server-process';

// Debian's nginx (scripts/ensure-test-tools.sh installs it), run as the operator would: deploy/nginx.conf
// itself, with only its upstream and listen lines filled in. The reverse-proxy test and npm run bench
// both put Atelier behind it.

const NGINX = '/usr/sbin/nginx';
const LISTEN_TIMEOUT_MS = 10_000;

export type RunningNginx = {
  /** http://127.0.0.1:<port>, the address the processes are reached at through nginx. */
  url: string;
  /** Stops nginx gracefully and removes its directory. */
  stop(): Promise<void>;
};

/**
 * deploy/nginx.conf inside an nginx.conf of our own (its files in `dir`), listening on `port` in front
 * of the processes on `upstreams`.
 */
function writeNginxConfig(dir: string, port: number, upstreams: number[]) {
  const reference = readFileSync(path.join(APP_ROOT, 'deploy/nginx.conf'), 'utf8');
  const site = reference
    .replace(
      /(upstream atelier \{\n(?:\s*#.*\n)*)(?:\s*server 127\.0\.0\.1:\d+( .*);\n)+/,
      (_match, head: string, options: string) =>
        `${head}${upstreams.map((upstream) => `    server 127.0.0.1:${upstream}${options};`).join('\n')}\n`,
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`);
  if (site === reference || !site.includes(`listen 127.0.0.1:${port};`)) {
    throw new Error('deploy/nginx.conf no longer has the upstream and listen lines filled in here');
  }
  writeFileSync(path.join(dir, 'atelier.conf'), site);
  // Started as root, nginx runs its worker as nobody, which buffers a large request body in the
  // body folder: the folders are open to it, as an installed nginx's own are to its worker.
  chmodSync(dir, 0o755);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(dir, temp));
    chmodSync(path.join(dir, temp), 0o777);
  }
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/atelier.conf;
}
`,
  );
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * Starts nginx in front of the processes on `upstreams` (which need not be running yet) and waits until
 * it accepts connections. One worker, as on a small machine.
 */
export async function startNginx(upstreams: number[]): Promise<RunningNginx> {
  const port = await findFreePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atelier-nginx-'));
  writeNginxConfig(dir, port, upstreams);
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'ignore' });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) child.kill('SIGQUIT');
    await exit;
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + LISTEN_TIMEOUT_MS;
  while (!(await accepts(port))) {
    if (exited || Date.now() > deadline) {
      const log = (() => {
        try {
          return readFileSync(path.join(dir, 'error.log'), 'utf8');
        } catch {
          return '';
        }
      })();
      await stop();
      throw new Error(`nginx did not start listening on ${port}: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
