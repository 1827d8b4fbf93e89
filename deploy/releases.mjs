// Releases as the front door serves them, each app's side by side and never changed once
// published:
//   <site>/shell/<version>/            a shell build; <site>/shell/current points at the live one
//   <site>/remotes/<name>/<version>/   a remote build, at /remotes/<name>/<version>/
//   <site>/config/remotes.json         which release of each remote the shell loads
//   <site>/config/app-config.json      the API's address and Firebase settings
// A version is the first 10 hex digits of the SHA-256 of the build's files: the same build is the
// same release, a different build a new folder. Changing one entry of remotes.json releases (or
// rolls back) that remote: the next page load uses it, and nothing is rebuilt or restarted.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const REMOTE_NAMES = ['storefront', 'buyer', 'seller', 'admin'];

/** Files of a build folder, sorted, relative to it. */
function filesOf(dir, base = dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesOf(full, base) : [path.relative(base, full)];
    })
    .sort();
}

/** The content address of a build: its file names and bytes. */
export function buildVersion(distDir) {
  const hash = createHash('sha256');
  for (const file of filesOf(distDir)) {
    hash.update(file).update('\0').update(readFileSync(path.join(distDir, file))).update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

/** Writes a file so that a reader sees the old content or the new, never half of it. */
function writeAtomically(file, content) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

const releaseDir = (site, app, version) =>
  app === 'shell' ? path.join(site, 'shell', version) : path.join(site, 'remotes', app, version);

/** Copies a build into the site as a release of `app` (no-op when that build is there already). */
export function publishRelease(site, app, distDir) {
  if (app !== 'shell' && !REMOTE_NAMES.includes(app)) throw new Error(`Unknown app "${app}" (one of shell, ${REMOTE_NAMES.join(', ')})`);
  if (!existsSync(path.join(distDir, 'mf-manifest.json'))) {
    throw new Error(`${distDir} is not a build of ${app} (no mf-manifest.json): build it first`);
  }
  const version = buildVersion(distDir);
  const target = releaseDir(site, app, version);
  if (!existsSync(target)) {
    const partial = `${target}.partial`;
    rmSync(partial, { recursive: true, force: true });
    // Runtime configuration is the site's, not the build's.
    cpSync(distDir, partial, {
      recursive: true,
      filter: (source) => !/(^|\/)(remotes|app-config)\.json$/.test(path.relative(distDir, source)),
    });
    renameSync(partial, target);
  }
  return version;
}

/** The published releases of `app`, oldest first. */
export function listReleases(site, app) {
  const dir = app === 'shell' ? path.join(site, 'shell') : path.join(site, 'remotes', app);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && /^[0-9a-f]{10}$/.test(entry.name))
    .map((entry) => ({ version: entry.name, published: statSync(path.join(dir, entry.name)).mtime }))
    .sort((a, b) => a.published - b.published);
}

/** Makes a published shell release the one served at `/` (an atomic switch of a symlink). */
export function useShellRelease(site, version) {
  if (!existsSync(releaseDir(site, 'shell', version))) throw new Error(`No shell release ${version} in ${site}`);
  const link = path.join(site, 'shell', 'current');
  const temporary = `${link}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  symlinkSync(version, temporary);
  renameSync(temporary, link);
}

export const remoteEntryPath = (name, version) => `/remotes/${name}/${version}/mf-manifest.json`;

export function readRemotes(site) {
  const file = path.join(site, 'config/remotes.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

/** Points the shell's remotes.json entry for `name` at a published release: the release itself. */
export function useRemoteRelease(site, name, version) {
  if (!REMOTE_NAMES.includes(name)) throw new Error(`Unknown remote "${name}" (one of ${REMOTE_NAMES.join(', ')})`);
  if (!existsSync(releaseDir(site, name, version))) {
    const known = listReleases(site, name).map((release) => release.version);
    throw new Error(`No release ${version} of ${name}; published: ${known.join(', ') || 'none'}`);
  }
  const remotes = { ...readRemotes(site), [name]: remoteEntryPath(name, version) };
  writeAtomically(path.join(site, 'config/remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);
}

/** The shell's app-config.json for this site: the build's, with the API behind the front door. */
export function writeAppConfig(site, appConfig) {
  writeAtomically(path.join(site, 'config/app-config.json'), `${JSON.stringify(appConfig, null, 2)}\n`);
}
