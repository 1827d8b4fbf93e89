// The origins that the shell's remotes.json names. The shell's Content-Security-Policy lets its
// page load code from exactly these (scripts/serve-app.mjs), read again whenever the file changes,
// so a remote moved to a new origin by editing remotes.json loads on the next page, without
// restarting the shell. remotes.json is the shell's own deployed configuration, trusted like its code.
import { readFileSync, statSync } from 'node:fs';

/** Each http(s) origin of `{ "seller": "https://seller.example.com/mf-manifest.json", ... }`. */
export function remoteOriginsIn(text) {
  const entries = Object.values(JSON.parse(text) ?? {});
  const origins = [];
  for (const entry of entries) {
    if (typeof entry !== 'string') continue;
    try {
      const url = new URL(entry);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.push(url.origin);
    } catch {
      // Not an absolute URL: nothing to allow (the shell's own origin is 'self' already).
    }
  }
  return [...new Set(origins)];
}

/** A function giving the file's origins now: it reads the file again only when it has changed. */
export function remoteOriginsReader(file) {
  let seen = '';
  let origins = [];
  return () => {
    let stamp;
    try {
      const stat = statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      return (origins = []);
    }
    if (stamp === seen) return origins;
    try {
      origins = remoteOriginsIn(readFileSync(file, 'utf8'));
      seen = stamp;
    } catch {
      // Half-written or not JSON: keep the last good list and read again on the next request.
    }
    return origins;
  };
}
