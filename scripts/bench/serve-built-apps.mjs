// The built apps on bench ports: remotes as they are, the shell from a temporary copy of its
// dist whose remotes.json and app-config.json point at the bench ports (the committed ones stay).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPS } from '../apps.mjs';
import { assertPortFree, BENCH_PORTS } from './ports.mjs';
import { startNode, stopProcess, waitForHttp } from './processes.mjs';

export async function serveBuiltApps(root, apiUrl) {
  for (const app of APPS) await assertPortFree(BENCH_PORTS.apps[app.name]);
  const shellCopy = mkdtempSync(path.join(os.tmpdir(), 'bench-shell-'));
  cpSync(path.join(root, 'shell/dist'), shellCopy, { recursive: true });
  const remotes = Object.fromEntries(
    APPS.filter((app) => app.name !== 'shell').map((app) => [
      app.name,
      `http://127.0.0.1:${BENCH_PORTS.apps[app.name]}/mf-manifest.json`,
    ]),
  );
  writeFileSync(path.join(shellCopy, 'remotes.json'), JSON.stringify(remotes, null, 2));
  const appConfig = JSON.parse(readFileSync(path.join(shellCopy, 'app-config.json'), 'utf8'));
  appConfig.apiUrl = apiUrl;
  writeFileSync(path.join(shellCopy, 'app-config.json'), JSON.stringify(appConfig, null, 2));

  // The Content-Security-Policy must name the bench's ports, or the shell may not fetch the remotes.
  const env = {
    APP_ORIGINS: APPS.map((app) => `http://127.0.0.1:${BENCH_PORTS.apps[app.name]}`).join(','),
    API_URL: apiUrl,
  };
  const children = APPS.map((app) => {
    const dir = app.name === 'shell' ? shellCopy : path.join(root, app.dir, 'dist');
    const port = BENCH_PORTS.apps[app.name];
    return startNode([path.join(root, 'scripts/serve-app.mjs'), dir, String(port), app.name === 'shell' ? 'spa' : 'remote'], { env });
  });
  await Promise.all(
    APPS.map((app, i) => waitForHttp(`http://127.0.0.1:${BENCH_PORTS.apps[app.name]}/mf-manifest.json`, children[i])),
  );
  return {
    shellUrl: `http://127.0.0.1:${BENCH_PORTS.apps.shell}`,
    remoteOrigins: Object.fromEntries(Object.entries(remotes).map(([name, url]) => [name, new URL(url).origin])),
    async stop() {
      await Promise.all(children.map(stopProcess));
      rmSync(shellCopy, { recursive: true, force: true });
    },
  };
}
