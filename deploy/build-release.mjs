// Builds apps as they were at an earlier commit, into .data/releases-built/<commit>/<app>/, for
// the version-skew journey (a remote of the previous release inside the current shell, and the
// other way round). The commit's files come from git; the installed packages are this checkout's
// (a release built from a different package-lock would use today's versions of its libraries).
//   node deploy/build-release.mjs <git ref> <app...>     prints the build folders as JSON
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APPS } from '../scripts/apps.mjs';
import { bin, childEnv, node, root } from '../scripts/processes.mjs';

/** What a front-end build is made of: a change here is a new release of some app. */
export const FRONT_END_PATHS = ['shell', 'storefront-mfe', 'buyer-mfe', 'seller-mfe', 'admin-mfe', 'ui', 'contracts', 'scripts/webpack'];

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The shared router's contract at a commit (name and major version), or null before it had one. */
function routerContractAt(commit) {
  try {
    const file = execFileSync('git', ['show', `${commit}:scripts/webpack/shared-router.json`], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const { shareKey, version } = JSON.parse(file);
    return `${shareKey}@${version.split('.')[0]}`;
  } catch {
    return null;
  }
}

/**
 * The release before the current one: the front end as it was just before the newest commit
 * that changed it, skipping states that share modules under another contract (those were
 * deployed together with every app, never beside today's). PREVIOUS_RELEASE (a git ref)
 * chooses another.
 */
export function previousReleaseCommit(env = process.env) {
  if (env.PREVIOUS_RELEASE) return git('rev-parse', '--verify', `${env.PREVIOUS_RELEASE}^{commit}`);
  const contract = routerContractAt('HEAD');
  const changes = git('log', '-50', '--format=%H', 'HEAD', '--', ...FRONT_END_PATHS).split('\n').filter(Boolean);
  for (const change of changes) {
    const candidate = git('rev-parse', '--verify', `${change}^`);
    const found = routerContractAt(candidate);
    if (found === contract) return candidate;
    if (found === null) break; // older states predate the contract file
  }
  throw new Error(
    `No earlier release shares the shared-module contract ${contract}: the newest front-end changes ` +
      'were deployed with every app. Set PREVIOUS_RELEASE to the git ref of a release to compare with.',
  );
}

/** node_modules for the extracted tree: this checkout's packages, the commit's own workspaces. */
function linkPackages(tree) {
  const modules = path.join(tree, 'node_modules');
  mkdirSync(path.join(modules, '@sellphones'), { recursive: true });
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry === '@sellphones' || entry === '.bin') continue;
    symlinkSync(path.join(root, 'node_modules', entry), path.join(modules, entry));
  }
  const workspaces = JSON.parse(readFileSync(path.join(tree, 'package.json'), 'utf8')).workspaces;
  for (const workspace of workspaces) {
    const manifest = path.join(tree, workspace, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name } = JSON.parse(readFileSync(manifest, 'utf8'));
    if (name.startsWith('@sellphones/')) symlinkSync(path.join(tree, workspace), path.join(modules, name));
  }
}

/** Builds `apps` (names from scripts/apps.mjs) at `commit`; reuses an earlier build of it. */
export function buildRelease(commit, apps) {
  const out = path.join(root, '.data/releases-built', commit);
  const dists = Object.fromEntries(apps.map((name) => [name, path.join(out, name)]));
  const missing = apps.filter((name) => !existsSync(path.join(dists[name], 'mf-manifest.json')));
  if (missing.length === 0) return dists;

  const tree = mkdtempSync(path.join(tmpdir(), 'sellphones-release-'));
  try {
    execFileSync('sh', ['-c', `git archive --format=tar ${commit} | tar -x -C "${tree}"`], { cwd: root });
    linkPackages(tree);
    for (const name of missing) {
      const app = APPS.find((candidate) => candidate.name === name);
      if (!app) throw new Error(`Unknown app ${name}`);
      console.error(`Building ${name} as of ${commit.slice(0, 10)}...`);
      const result = spawnSync(node, [bin('webpack'), '--mode', 'production'], {
        cwd: path.join(tree, app.dir),
        env: childEnv(),
        encoding: 'utf8',
      });
      if (result.status !== 0) throw new Error(`Building ${name} at ${commit} failed:\n${result.stdout}\n${result.stderr}`);
      rmSync(dists[name], { recursive: true, force: true });
      mkdirSync(out, { recursive: true });
      cpSync(path.join(tree, app.dir, 'dist'), dists[name], { recursive: true });
    }
  } finally {
    rmSync(tree, { recursive: true, force: true });
  }
  return dists;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [ref, ...apps] = process.argv.slice(2);
  if (!ref || apps.length === 0) {
    console.error('usage: node deploy/build-release.mjs <git ref | previous> <app...>');
    process.exit(2);
  }
  const commit = ref === 'previous' ? previousReleaseCommit() : git('rev-parse', '--verify', `${ref}^{commit}`);
  console.log(JSON.stringify({ commit, dists: buildRelease(commit, apps) }));
}
