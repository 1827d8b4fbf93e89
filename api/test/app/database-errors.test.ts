import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/db/database-errors.ts';
import { causeOf } from '../../src/db/database-start-error.ts';

const emptyDirectory = mkdtempSync(path.join(os.tmpdir(), 'no-pg-socket-'));
afterAll(() => rmSync(emptyDirectory, { recursive: true, force: true }));

/** What pg throws for a server reached over a Unix socket that is not there (stopped, restarting). */
async function missingSocketError(): Promise<unknown> {
  const client = new pg.Client({ connectionString: `postgres://postgres@localhost/shop?host=${encodeURIComponent(emptyDirectory)}` });
  return client.connect().then(
    () => new Error('connected to nothing'),
    (err: unknown) => err,
  );
}

describe('a local server reached over its Unix socket', () => {
  it('counts as unavailable for now (503, the start waits) while its socket is gone', async () => {
    const err = await missingSocketError();
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(causeOf(err)).toBe('no PostgreSQL socket in that directory (is PostgreSQL running, with its socket there?)');
  });

  it('does not take any missing file for the database', async () => {
    const err = await readFile(path.join(emptyDirectory, 'photo.webp')).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
