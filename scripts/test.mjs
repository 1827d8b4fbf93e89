// `npm test`: type check, lint, every workspace's unit and API tests, a production build, then
// the Playwright journeys against the built apps, then cluster mode (nginx in front of two API
// instances): the cross-instance checks of test:scale and the version-skew journey of remotes
// released side by side. Stops at the first failing step.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowser } from './ensure-browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const env = { ...process.env, PATH: `${path.dirname(process.execPath)}:${process.env.PATH}` };

function step(title, command, args) {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  if (result.status !== 0) {
    console.error(`\n${title} failed after ${seconds} s.`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${title}: done in ${seconds} s`);
}

try {
  env.CHROMIUM_PATH = ensureBrowser();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

step('Type check', bin('tsc'), ['-b']);
step('Lint', bin('eslint'), ['.']);
step('Shared-module rules', process.execPath, ['--test', 'scripts/webpack/shared-modules.test.mjs']);
step('Unit and API tests', bin('lerna'), ['run', 'test', '--concurrency', '1', '--stream']);
step('Build', bin('lerna'), ['run', 'build']);
step('Journeys in Chromium', bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts']);
step('Several API instances behind nginx (short form of npm run test:scale)', process.execPath, ['scripts/test-scale.mjs', '--short']);
step('Cluster journeys: releases side by side, version skew', bin('playwright'), ['test', '--config', 'e2e/playwright.cluster.config.ts']);
