import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO, logIn } from '../support/accounts.ts';

// The README's "Deploying one remote on its own": a seller build served from a new origin and
// named in the deployed shell's remotes.json is used on the next page load, with the shell
// neither rebuilt nor restarted (its Content-Security-Policy follows remotes.json).

const root = path.resolve(import.meta.dirname, '..', '..');
const remotesFile = path.join(root, 'shell/dist/remotes.json');
const NEW_ORIGIN = 'http://127.0.0.1:3013';

test('a remote served from a new origin loads once remotes.json names it', async ({ page }) => {
  const host = spawn(process.execPath, [path.join(root, 'scripts/serve-app.mjs'), path.join(root, 'seller-mfe/dist'), '3013', 'remote'], {
    stdio: 'ignore',
  });
  const original = await readFile(remotesFile, 'utf8');
  try {
    await expect.poll(() => fetch(`${NEW_ORIGIN}/mf-manifest.json`).then((r) => r.ok, () => false)).toBe(true);
    await writeFile(remotesFile, JSON.stringify({ ...JSON.parse(original), seller: `${NEW_ORIGIN}/mf-manifest.json` }, null, 2));

    const blocked: string[] = [];
    const loaded: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) blocked.push(message.text());
    });
    page.on('requestfinished', (request) => {
      if (request.url().startsWith(`${NEW_ORIGIN}/`)) loaded.push(request.url());
    });
    await logIn(page, DEMO.seller);
    await page.goto('/dashboard/myProducts');
    await expect(page.getByRole('heading', { name: 'My Products' })).toBeVisible();
    expect(blocked).toEqual([]);
    expect(loaded).toContain(`${NEW_ORIGIN}/remoteEntry.js`);
  } finally {
    await writeFile(remotesFile, original);
    host.kill('SIGTERM');
  }
});
