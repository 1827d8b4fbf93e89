// The built apps and an API instance behind nginx, as deploy/ serves them in production: one
// origin, the API under /api/ (so no CORS preflight before the first call to each address), JSON
// gzipped on its way to the phone. The API instance shares the bench's database and photos.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { publishWorkspaceBuilds } from '../../deploy/cluster.mjs';
import { ensureNginx } from '../../deploy/ensure-nginx.mjs';
import { nginxArgs, testNginxConfig, writeNginxConfig } from '../../deploy/render-nginx.mjs';
import { startApi } from './api-instance.mjs';
import { assertPortFree, BENCH_PORTS } from './ports.mjs';
import { stopProcess, waitForHttp } from './processes.mjs';

export async function startFrontDoor(root, { databaseUrl, dataDir }) {
  const port = BENCH_PORTS.frontDoor;
  await assertPortFree(port);
  const origin = `http://127.0.0.1:${port}`;
  const tools = ensureNginx();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-front-door-'));
  // Started as root, nginx's workers run as another user: they must reach the site and the cache.
  chmodSync(folder, 0o755);
  const site = path.join(folder, 'site');
  const prefix = path.join(folder, 'nginx');
  publishWorkspaceBuilds(site, port);
  const api = await startApi(root, databaseUrl, BENCH_PORTS.frontDoorApi, { frontDoor: origin, dataDir });
  writeNginxConfig({ prefix, site, port, apiPorts: [BENCH_PORTS.frontDoorApi], mimeTypes: tools.mimeTypes, brotliModule: tools.brotliModule });
  testNginxConfig(tools.nginx, prefix);
  const nginx = spawn(tools.nginx, nginxArgs(prefix), { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.log = [];
  nginx.stderr.on('data', (chunk) => nginx.log.push(chunk.toString()));
  try {
    await waitForHttp(`${origin}/api/categories`, nginx);
  } catch (error) {
    await stopProcess(nginx);
    await api.stop();
    throw error;
  }
  return {
    url: origin,
    apiUrl: `${origin}/api`,
    /** The processes that answer a request: the API instance, nginx's master and its workers. */
    serverPids: () => [api.pid, nginx.pid, ...workersOf(nginx.pid)],
    async stop() {
      await stopProcess(nginx);
      await api.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** nginx's worker processes: the children of its master. */
function workersOf(masterPid) {
  try {
    return execFileSync('pgrep', ['-P', String(masterPid)], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
