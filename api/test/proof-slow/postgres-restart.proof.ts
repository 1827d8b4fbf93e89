import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../support/api-process.ts';
import { signUpOverHttp } from '../support/http-accounts.ts';
import { createPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.ts';

// PostgreSQL stopped and started again under traffic: while it is away every answer is a clean
// 503 (with retry-after), and the same API process serves again once it is back.

describe('PostgreSQL restarted under traffic', () => {
  let database: PrivatePostgres;
  let api: ApiProcess;

  beforeAll(async () => {
    database = await createPrivatePostgres(4161);
    api = await startApiProcess({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await api?.stop();
    await database?.destroy();
  });

  it('answers 503 while the database is down and recovers without a restart of the API', async () => {
    const buyer = await signUpOverHttp(api.url, 'buyer');
    const pid = api.child.pid;
    const urls = ['/categories', `/products/${encodeURIComponent('Oppo Phones')}`, '/advertise', '/ready', `/bookedProduct/${encodeURIComponent(buyer.email)}`];
    const seen: Array<{ phase: string; status: number; body: string; retryAfter: string | null }> = [];
    let phase = 'before';
    let running = true;

    const traffic = (async () => {
      for (let i = 0; running; i++) {
        const url = urls[i % urls.length]!;
        try {
          const response = await fetch(`${api.url}${url}`, {
            headers: { authorization: `Bearer ${buyer.accessToken}` },
            signal: AbortSignal.timeout(15_000),
          });
          seen.push({ phase, status: response.status, body: await response.text(), retryAfter: response.headers.get('retry-after') });
        } catch (err) {
          seen.push({ phase, status: 0, body: String(err), retryAfter: null });
        }
        await sleep(20);
      }
    })();

    await sleep(2_000);
    phase = 'down';
    await database.stop();
    await sleep(4_000);
    phase = 'restarting';
    await database.start();
    // Until the pool has a fresh connection, requests may still see the old ones fail.
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && (await fetch(`${api.url}/ready`)).status !== 200) await sleep(200);
    phase = 'after';
    await sleep(3_000);
    running = false;
    await traffic;

    const statuses = (p: string) => seen.filter((s) => s.phase === p).map((s) => s.status);
    console.info(
      `postgres restart: ${seen.length} requests; before ${JSON.stringify(count(statuses('before')))}, down ${JSON.stringify(count(statuses('down')))}, restarting ${JSON.stringify(count(statuses('restarting')))}, after ${JSON.stringify(count(statuses('after')))}`,
    );
    // Nothing but answers: no dropped connection, no 500.
    expect(seen.filter((s) => ![200, 503].includes(s.status)).map((s) => `${s.status} ${s.body.slice(0, 120)}`)).toEqual([]);
    expect(statuses('before').every((s) => s === 200)).toBe(true);
    const down = seen.filter((s) => s.phase === 'down');
    expect(down.some((s) => s.status === 503)).toBe(true);
    for (const answer of down.filter((s) => s.status === 503)) {
      expect(JSON.parse(answer.body)).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
      expect(answer.body).not.toMatch(/ECONNREFUSED|postgres|pg_|at /);
    }
    expect(down.filter((s) => s.status === 503 && !s.body.includes('database')).every((s) => s.retryAfter === '5')).toBe(true);
    expect(statuses('after').length).toBeGreaterThan(10);
    expect(statuses('after').every((s) => s === 200)).toBe(true);
    // The same process, and it writes again too.
    expect(api.child.pid).toBe(pid);
    expect(api.child.exitCode).toBeNull();
    await signUpOverHttp(api.url, 'seller');
  }, 120_000);
});

function count(values: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
