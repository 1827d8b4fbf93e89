// What each app announces in the federation share scope must be what it provides: a module shared
// under a package's name and version is that package, whole; a trimmed entry has a name of its
// own, and exactly the exports recorded for its version. Run by `npm test` (node --test).
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const { sharedModules, SHARED_ROUTER, ROUTER_ENTRY } = require('./federated-app.cjs');

/** Whether `name` is an installed npm package (then its version means that package's code). */
function isInstalledPackage(name) {
  try {
    require.resolve(`${name}/package.json`);
    return true;
  } catch {
    return false;
  }
}

test('a module shared under a package name is the package itself, never a local stand-in', () => {
  for (const [request, config] of Object.entries(sharedModules())) {
    const shareKey = config.shareKey ?? request;
    if (!config.import) continue; // the package as installed: its own name and version
    assert.ok(
      !isInstalledPackage(shareKey.replace(/\/$/, '')),
      `'${request}' is shared as ${shareKey}@${config.version}, but its code is ${config.import}`,
    );
    assert.match(config.version, /^\d+\.\d+\.\d+$/, `${shareKey} needs a version of its own`);
    assert.equal(config.requiredVersion, `^${config.version}`);
    assert.equal(config.strictVersion, true, `${shareKey}: a consumer needing more must be refused`);
  }
});

test('the trimmed router entry provides exactly the names its shared version records', async () => {
  const entry = await import(pathToFileURL(ROUTER_ENTRY).href);
  assert.deepEqual(Object.keys(entry).sort(), [...SHARED_ROUTER.exports].sort());
  for (const name of SHARED_ROUTER.exports) assert.notEqual(entry[name], undefined, name);
  assert.equal(sharedModules()['react-router-dom'].shareKey, SHARED_ROUTER.shareKey);
});
