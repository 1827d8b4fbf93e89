// What each app ships: every JS and CSS file of its dist, raw and gzip-compressed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APPS } from '../apps.mjs';

export function bundleSizes(root) {
  return APPS.map((app) => {
    const dist = path.join(root, app.dir, 'dist');
    let raw = 0;
    let gzip = 0;
    let files = 0;
    let largest = { name: '', gzip: 0 };
    const names = readdirSync(dist).filter((name) => /\.(js|css)$/.test(name));
    // dist is not cleaned between builds: a hashed chunk counts only when the runtime of this
    // build (main.js, remoteEntry.js, the manifests) still names its hash.
    const runtimeText = names
      .filter((name) => !/\.[0-9a-f]{8}\.js$/.test(name))
      .concat(['mf-manifest.json', 'mf-stats.json'])
      .map((name) => readFileSync(path.join(dist, name), 'utf8'))
      .join('\n');
    for (const name of names) {
      const hash = name.match(/\.([0-9a-f]{8})\.js$/)?.[1];
      if (hash && !runtimeText.includes(hash)) continue;
      const content = readFileSync(path.join(dist, name));
      const compressed = gzipSync(content, { level: 9 }).length;
      raw += content.length;
      gzip += compressed;
      files += 1;
      if (compressed > largest.gzip) largest = { name, gzip: compressed };
    }
    return { app: app.name, files, raw, gzip, largest };
  });
}
