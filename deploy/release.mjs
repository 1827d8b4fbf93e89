// `npm run release -- <command>`: one app's release on the cluster's front door, on its own.
//   publish <app> [dist folder]   copy a build in as a new release (prints its version)
//   use <app> <version>           make it live: remotes.json for a remote, `/` for the shell
//   list <app>                    published releases, oldest first, and which one is live
// The site folder is CLUSTER_DIR/site (default .data/cluster/site), as `npm run start:cluster` serves it.
import { readlinkSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '../scripts/apps.mjs';
import { root } from '../scripts/processes.mjs';
import { listReleases, publishRelease, readRemotes, remoteEntryPath, useRemoteRelease, useShellRelease } from './releases.mjs';

export const siteOf = (clusterDir) => path.join(clusterDir, 'site');
const site = siteOf(path.resolve(root, process.env.CLUSTER_DIR ?? '.data/cluster'));
const [command, app, argument] = process.argv.slice(2);

function liveVersion(name) {
  if (name === 'shell') {
    try {
      return readlinkSync(path.join(site, 'shell/current'));
    } catch {
      return null;
    }
  }
  return listReleases(site, name).find((release) => readRemotes(site)[name] === remoteEntryPath(name, release.version))?.version ?? null;
}

try {
  if (command === 'publish' && app) {
    const known = APPS.find((candidate) => candidate.name === app);
    const dist = path.resolve(argument ?? (known ? path.join(root, known.dir, 'dist') : ''));
    const version = publishRelease(site, app, dist);
    console.log(`Published ${app} ${version} (${dist}). Make it live: npm run release -- use ${app} ${version}`);
  } else if (command === 'use' && app && argument) {
    if (app === 'shell') useShellRelease(site, argument);
    else useRemoteRelease(site, app, argument);
    console.log(`${app} ${argument} is live: the next page load uses it.`);
  } else if (command === 'list' && app) {
    const live = liveVersion(app);
    for (const release of listReleases(site, app)) {
      console.log(`${release.version}  ${release.published.toISOString()}${release.version === live ? '  (live)' : ''}`);
    }
  } else {
    console.error('usage: npm run release -- publish <app> [dist folder] | use <app> <version> | list <app>');
    process.exit(2);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
