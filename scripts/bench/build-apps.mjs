// Builds the five apps once, unless every dist is newer than the sources it comes from.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '../apps.mjs';

function newestFile(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

export function staleApps(root) {
  const shared = Math.max(newestFile(path.join(root, 'ui/src')), newestFile(path.join(root, 'contracts/src')));
  return APPS.filter((app) => {
    if (!existsSync(path.join(root, app.dir, 'dist/mf-manifest.json'))) return true;
    const sources = Math.max(shared, newestFile(path.join(root, app.dir, 'src')), newestFile(path.join(root, app.dir, 'public')));
    // webpack leaves unchanged outputs untouched, so the newest file of dist is the last build.
    return newestFile(path.join(root, app.dir, 'dist')) < sources;
  });
}

/** Returns how the apps were obtained, for the report. */
export function buildApps(root, log) {
  const stale = staleApps(root);
  if (stale.length === 0) return 'reused the existing builds (newer than their sources)';
  log(`building ${stale.map((app) => app.name).join(', ')} ...`);
  const t0 = Date.now();
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/.bin/lerna'), 'run', 'build', '--concurrency', '1',
      ...stale.flatMap((app) => ['--scope', `@sellphones/${app.dir}`])],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env },
  );
  if (result.status !== 0) throw new Error(`build failed:\n${result.stdout}\n${result.stderr}`.slice(-4000));
  return `built ${stale.map((app) => app.name).join(', ')} with lerna in ${Math.round((Date.now() - t0) / 1000)} s`;
}
