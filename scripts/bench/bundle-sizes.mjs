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
    for (const name of readdirSync(dist)) {
      if (!/\.(js|css)$/.test(name)) continue;
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
