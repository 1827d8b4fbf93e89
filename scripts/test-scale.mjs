// `npm run test:scale`: proof that several API instances behind the front door act as one.
// Starts its own cluster (front door 8095, instances 8096-8097, database sellphones_cluster_scale,
// Redis database 3), then checks, instance against instance and through nginx:
//   - a phone added, advertised, booked and sold, or deleted through A shows on (or leaves) B's
//     listings within 1 s (the largest delay is reported);
//   - the sign-in limit counts every instance's sign-ins (the 21st in a minute is refused), and
//     the payment and upload limits of an account count across instances as well;
//   - a photo uploaded through A is served by B and by the front door;
//   - a payment started on A, charged on B and recorded on both is one payment row;
//   - a signed-in category page leaves the front door gzipped, and plain for a client that
//     cannot read gzip;
// and, unless --short: 30 s of mixed load at the front door while one instance is SIGKILLed
// (zero 5xx on reads, no duplicate writes), then a rolling restart under load (zero failures).
// --throughput instead measures one instance on one core through nginx (docs/SCALING.md).
// Prints the figures as a Markdown table (docs/RELIABILITY.md holds the last run's).
import { randomUUID } from 'node:crypto';
import assert from 'node:assert/strict';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';
import { apiPortOf, clusterSettings, startCluster } from '../deploy/cluster.mjs';
import { AUTH_EMULATOR_PORT, DEMO_ACCOUNTS } from './apps.mjs';
import { onSeparateCores } from './bench/cpu-pinning.mjs';
import { imeiCheckDigit } from '../contracts/src/imei.ts';
import { createSupervisor } from './processes.mjs';

const short = process.argv.includes('--short');
const settings = clusterSettings({
  CLUSTER_PORT: '8095',
  API_INSTANCES: '2',
  CLUSTER_DIR: '.data/cluster-scale',
  CLUSTER_DATABASE: 'sellphones_cluster_scale',
  REDIS_URL: process.env.SCALE_REDIS_URL ?? 'redis://127.0.0.1:6379/3',
});
const A = `http://127.0.0.1:${apiPortOf(settings, 0)}`;
const B = `http://127.0.0.1:${apiPortOf(settings, 1)}`;
const FRONT = `http://127.0.0.1:${settings.port}`;
const EMULATOR = `http://127.0.0.1:${AUTH_EMULATOR_PORT}/identitytoolkit.googleapis.com/v1`;
const SIGN_IN_LIMIT = 20;
const figures = [];
const figure = (check, value) => {
  figures.push([check, value]);
  console.log(`  ${check}: ${value}`);
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const account = (role) => DEMO_ACCOUNTS.find((candidate) => candidate.role === role);

async function idTokenOf({ email, password }) {
  const response = await fetch(`${EMULATOR}/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  assert.equal(response.status, 200, `emulator sign-in of ${email}`);
  return (await response.json()).idToken;
}

const signIn = (base, { email }, idToken) =>
  fetch(`${base}/jwt?email=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${idToken}` } });

async function apiTokenOf(who) {
  const response = await signIn(A, who, await idTokenOf(who));
  assert.equal(response.status, 200, `API token of ${who.email}`);
  return (await response.json()).accessToken;
}

async function call(base, method, url, token, body, headers = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function expectOk(promise, what) {
  const result = await promise;
  assert.ok(result.status >= 200 && result.status < 300, `${what}: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body;
}

/** Milliseconds from now until `seen()` holds, polling every 10 ms; fails after 5 s. */
async function delayUntil(what, seen) {
  const started = performance.now();
  while (performance.now() - started < 5_000) {
    if (await seen()) return performance.now() - started;
    await sleep(10);
  }
  throw new Error(`${what}: still not seen on the other instance after 5 s`);
}

/** A 16 x 16 JPEG (the one the seller journey uploads). */
const PHOTO = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAQABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAQX/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCAAUR//9k=',
  'base64',
);

async function uploadPhoto(base, token) {
  const form = new FormData();
  form.append('image', new Blob([PHOTO], { type: 'image/jpeg' }), 'phone.jpg');
  const response = await fetch(`${base}/images`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  assert.equal(response.status, 200, `upload: ${await response.clone().text()}`);
  return (await response.json()).data.display_url;
}

const CATEGORY = 'Vivo Phones';
const listing = (base, token) => call(base, 'GET', `/products/${encodeURIComponent(CATEGORY)}?sort=newest`, token);
const listed = async (base, token, name) => (await listing(base, token)).body.products.some((product) => product.name === name);
const advertised = async (base, name) => (await call(base, 'GET', '/advertise')).body.some((product) => product.name === name);

/** A made-up IMEI with a valid check digit, different on every call: every listing names its handset. */
function madeUpImei() {
  const first14 = `35${randomUUID().replace(/\D/g, '').padEnd(12, '0').slice(0, 12)}`;
  return `${first14}${imeiCheckDigit(first14)}`;
}

async function addPhone(base, token, img, name) {
  await expectOk(
    call(base, 'POST', '/addProduct', token, {
      name, img, imei: madeUpImei(), categoryName: CATEGORY, originalPrice: 300, resalePrice: 200, usedYear: 1,
      phone: '01900000000', division: 'khulna', district: 'khulna', description: 'Listed by the scale test.',
    }),
    `add ${name}`,
  );
  const mine = await expectOk(call(base, 'GET', `/myProduct/${encodeURIComponent(account('seller').email)}`, token), 'my products');
  return mine.find((product) => product.name === name)._id;
}

async function crossInstanceChecks(db, tokens) {
  const { seller, buyer } = tokens;
  const img = await uploadPhoto(A, seller);
  // A photo uploaded through A is served by B and by the front door.
  const photoPath = new URL(img).pathname.replace(/^\/api/, '');
  for (const [where, url] of [['B', `${B}${photoPath}`], ['the front door', img]]) {
    const response = await fetch(url);
    assert.equal(response.status, 200, `photo through ${where}`);
    assert.ok((await response.arrayBuffer()).byteLength > 0);
  }
  figure('photo uploaded through A, read through B and nginx', '200 and 200');
  console.log('Cross-instance visibility (written through A, read from B):');
  const delays = {};
  const name = `Scale Vivo ${Date.now()}`;
  const id = await addPhone(A, seller, img, name);
  delays.added = await delayUntil('added', () => listed(B, buyer, name));
  await expectOk(call(A, 'PUT', `/advertise/${id}`, seller), 'advertise');
  delays.advertised = await delayUntil('advertised', () => advertised(B, name));
  const booking = await expectOk(
    call(A, 'POST', '/bookedProduct', buyer, { productId: id, phone: '01712345678', meetingLocation: 'Uttara' }),
    'book',
  );
  const bookingId = booking.insertedId;
  delays.booked = await delayUntil('booked', async () => {
    const orders = await call(B, 'GET', `/bookedProduct/${encodeURIComponent(account('buyer').email)}`, buyer);
    return orders.body.some((order) => order.productId === id);
  });

  console.log('Payment started on A, charged on B, recorded on both:');
  const intent = await expectOk(call(A, 'POST', '/create-payment-intent', buyer, { bookingId }), 'start payment');
  const charge = await expectOk(
    call(B, 'POST', '/sandbox/charge', buyer, { clientSecret: intent.clientSecret, cardNumber: '4242424242424242', expiry: '12/30', cvc: '123' }),
    'charge on B',
  );
  assert.equal(charge.status, 'succeeded', JSON.stringify(charge));
  const recorded = await Promise.all([A, B].map((base) => call(base, 'POST', '/payments', buyer, { payId: bookingId, transactionId: charge.paymentIntentId })));
  for (const result of recorded) assert.equal(result.status, 200, JSON.stringify(result.body));
  const rows = (await db.query('SELECT count(*)::int AS n FROM payments WHERE booking_id = $1', [bookingId])).rows[0].n;
  assert.equal(rows, 1, 'one payment row');
  figure('payment started on A, charged on B, recorded on A and B', `${rows} payment row`);
  delays.sold = await delayUntil('sold', async () => !(await listed(B, buyer, name)) && !(await advertised(B, name)));

  const other = `Scale Vivo deleted ${Date.now()}`;
  const otherId = await addPhone(A, seller, img, other);
  await delayUntil('added', () => listed(B, buyer, other));
  await expectOk(call(A, 'DELETE', `/product/${otherId}`, seller), 'delete');
  delays.deleted = await delayUntil('deleted', async () => !(await listed(B, buyer, other)));
  const largest = Math.max(...Object.values(delays));
  figure('write on A seen on B (added, advertised, booked, sold, deleted)', `${Object.entries(delays).map(([what, ms]) => `${what} ${ms.toFixed(0)} ms`).join(', ')}; largest ${largest.toFixed(0)} ms`);
  assert.ok(largest <= 1000, `largest delay ${largest.toFixed(0)} ms is over 1 s`);
  return img;

}

/** A GET whose body is kept as it came over the wire (fetch would unzip it). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/**
 * A signed-in category page (sent by the API as it is) leaves the front door gzipped for a client
 * that reads gzip, and plain for one that does not.
 */
async function signedInPagesCompressed(tokens, img) {
  // A page of a few cards, past the 1 KB under which nothing is compressed.
  for (const n of [1, 2, 3]) await addPhone(A, tokens.seller, img, `Scale Vivo gzip ${n} ${Date.now()}`);
  const token = tokens.buyer;
  const url = `${FRONT}/api/products/${encodeURIComponent(CATEGORY)}`;
  const zipped = await rawGet(url, { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' });
  assert.equal(zipped.status, 200);
  assert.equal(zipped.headers['content-encoding'], 'gzip', 'signed-in page through the front door');
  const page = JSON.parse(gunzipSync(zipped.body).toString('utf8'));
  assert.ok(page.products.length > 0 && page.products.every((product) => typeof product.phone === 'string'));
  const plain = await rawGet(url, { authorization: `Bearer ${token}` });
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.deepEqual(JSON.parse(plain.body.toString('utf8')).products.map((product) => product._id), page.products.map((product) => product._id));
  figure('signed-in category page through the front door', `${zipped.body.length} bytes gzipped, ${plain.body.length} plain`);
}

/**
 * The 21st sign-in attempt of a minute from one address is refused, whichever instance answers:
 * attempts count before the token is checked, so a refused token counts as much as a good one.
 */
async function signInLimit(signInsSoFar) {
  console.log('Sign-in limit across instances:');
  const bases = [A, B, `${FRONT}/api`];
  const statuses = [];
  for (let attempt = signInsSoFar; attempt < SIGN_IN_LIMIT + 3; attempt += 1) {
    statuses.push((await signIn(bases[attempt % 3], account('buyer'), 'not-a-firebase-token')).status);
  }
  const beforeLimit = statuses.slice(0, SIGN_IN_LIMIT - signInsSoFar);
  assert.deepEqual([...new Set(beforeLimit)], [401], `statuses: ${statuses.join(' ')}`);
  assert.deepEqual(statuses.slice(SIGN_IN_LIMIT - signInsSoFar), [429, 429, 429], `statuses: ${statuses.join(' ')}`);
  figure('sign-in attempts in one minute from one address, in turn to A, B and nginx', `${SIGN_IN_LIMIT} answered, the 21st to 23rd refused (429) by each`);
}

/**
 * A per-account limit holds across instances: `send(base)` in turn to A, B and nginx; the
 * requests after `limit` (counting `used` earlier ones this minute) are refused with 429.
 */
async function accountLimit(label, limit, used, send) {
  const bases = [A, B, `${FRONT}/api`];
  const statuses = [];
  for (let n = used; n < limit + 2; n += 1) statuses.push(await send(bases[n % 3]));
  const refused = statuses.slice(limit - used);
  assert.ok(statuses.slice(0, limit - used).every((status) => status !== 429), `${label}: ${statuses.join(' ')}`);
  assert.deepEqual(refused, [429, 429], `${label}: ${statuses.join(' ')}`);
  figure(`${label} in one minute by one account, in turn to A, B and nginx`, `${limit} answered, the next 2 refused (429)`);
}

async function paymentAndUploadLimits(tokens) {
  console.log('Payment and upload limits across instances:');
  // A booking that does not exist: answered 404, but counted like any payment request.
  const nobody = '00000000-0000-4000-8000-000000000000';
  await accountLimit('payment starts', 30, 1, async (base) => (await call(base, 'POST', '/create-payment-intent', tokens.buyer, { bookingId: nobody })).status);
  await accountLimit('photo uploads', 30, 1, async (base) => {
    const form = new FormData();
    form.append('image', new Blob([PHOTO], { type: 'image/jpeg' }), 'phone.jpg');
    return (await fetch(`${base}/images`, { method: 'POST', headers: { authorization: `Bearer ${tokens.seller}` }, body: form })).status;
  });
}

/**
 * Mixed load at the front door until `stop()`: 8 callers, three reads (visitor categories,
 * signed-in listing, advertised phones) to one write: a phone added by the seller, then booked
 * by the buyer. A write that fails with a 5xx or a dropped connection is retried once with the
 * same content, as a client would; a phone is sent with an Idempotency-Key, as the seller app does.
 */
function mixedLoad(tokens, img) {
  const result = { reads: 0, readFailures: 0, readsRetried: 0, writes: 0, writesOk: 0, writesRefused: 0, writeFailures: 0, retried: 0, writes5xx: 0, names: [], productIds: [] };
  let running = true;
  const attempt = async (method, url, token, body, headers) => {
    try {
      return await call(`${FRONT}/api`, method, url, token, body, headers);
    } catch {
      return { status: 0, body: null }; // connection dropped
    }
  };
  async function write(url, token, body, headers) {
    result.writes += 1;
    let answer = await attempt('POST', url, token, body, headers);
    if (answer.status === 0 || answer.status >= 500) {
      if (answer.status >= 500) result.writes5xx += 1;
      result.retried += 1;
      answer = await attempt('POST', url, token, body, headers);
    }
    if (answer.status >= 200 && answer.status < 300) result.writesOk += 1;
    else if (answer.status >= 400 && answer.status < 500) result.writesRefused += 1;
    else result.writeFailures += 1;
    return answer;
  }
  async function caller(index) {
    for (let n = 0; running; n += 1) {
      if (n % 4 === 3) {
        const name = `Load Vivo ${index}-${n}-${Date.now()}`;
        result.names.push(name);
        const added = await write('/addProduct', tokens.seller, {
          name, img, imei: madeUpImei(), categoryName: CATEGORY, originalPrice: 300, resalePrice: 200, usedYear: 1,
          phone: '01900000000', division: 'khulna', district: 'khulna', description: 'Written under load.',
        }, { 'idempotency-key': randomUUID() });
        const productId = added.body?.insertedId;
        if (productId) {
          result.productIds.push(productId);
          await write('/bookedProduct', tokens.buyer, { productId, phone: '01712345678', meetingLocation: 'Uttara' });
        }
      } else {
        const [url, token] = [['/categories'], [`/products/${encodeURIComponent(CATEGORY)}?page=${1 + (n % 3)}`, tokens.buyer], ['/advertise']][n % 3];
        result.reads += 1;
        let { status } = await attempt('GET', url, token);
        // A browser sends a GET again when the kept-alive connection it reused was closed under
        // it (nginx's old workers close theirs on a reload): so does this client, and counts it.
        if (status === 0) {
          result.readsRetried += 1;
          ({ status } = await attempt('GET', url, token));
        }
        if (status === 0 || status >= 500) result.readFailures += 1;
      }
    }
  }
  const callers = Array.from({ length: 8 }, (_, index) => caller(index));
  return {
    result,
    async stop() {
      running = false;
      await Promise.all(callers);
      return result;
    },
  };
}

/** Writes stored more than once: bookings, phones (and payments) never may be. */
async function duplicatesOf(db, { names, productIds }) {
  const query = async (text, values) => (await db.query(text, values)).rows[0].n;
  return {
    bookings: await query('SELECT count(*)::int AS n FROM (SELECT product_id FROM bookings WHERE product_id = ANY($1) GROUP BY product_id, buyer_id HAVING count(*) > 1) d', [productIds]),
    phones: await query('SELECT count(*)::int AS n FROM (SELECT name FROM products WHERE name = ANY($1) GROUP BY name HAVING count(*) > 1) d', [names]),
  };
}

const readSummary = (result) =>
  `${result.reads} reads: ${result.readFailures} failed (5xx or no answer), ${result.readsRetried} sent again after a closed connection`;

const writeSummary = (result, duplicates) =>
  `${result.writes} writes: ${result.writesOk} ok, ${result.writesRefused} refused (4xx), ${result.writeFailures} failed, ` +
  `${result.retried} sent again (${result.writes5xx} after a 5xx, the rest after a closed connection); duplicated: ${duplicates.bookings} bookings, ${duplicates.phones} phones`;

async function instanceKilledUnderLoad(cluster, db, tokens, img) {
  console.log('30 s of mixed load; instance B killed (SIGKILL) at 10 s, started again at 20 s:');
  const load = mixedLoad(tokens, img);
  await sleep(10_000);
  await cluster.stopInstance(1, 'SIGKILL');
  await sleep(10_000);
  await cluster.startInstance(1);
  await sleep(Math.max(0, 10_000));
  const result = await load.stop();
  const duplicates = await duplicatesOf(db, result);
  figure('SIGKILL of one instance during 30 s of mixed load', `${readSummary(result)}; ${writeSummary(result, duplicates)}`);
  assert.equal(result.readFailures, 0, 'reads failed while an instance died');
  assert.equal(result.writeFailures, 0, 'writes failed after their retry');
  assert.equal(duplicates.bookings, 0, 'a retried booking was stored twice');
  assert.equal(duplicates.phones, 0, 'a retried phone was listed twice');
}

async function rollingRestartUnderLoad(cluster, db, tokens, img) {
  console.log('Rolling restart of every instance under mixed load:');
  const load = mixedLoad(tokens, img);
  const started = performance.now();
  await cluster.rollingRestart();
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const result = await load.stop();
  // Zero failed: no 5xx, and nothing lost once a request whose connection nginx's reload closed
  // was sent again (browsers do that themselves for a reused connection).
  const failed = result.readFailures + result.writeFailures + result.writes5xx;
  figure('rolling restart of both instances under mixed load', `${seconds} s, ${readSummary(result)}; ${writeSummary(result, await duplicatesOf(db, result))}`);
  assert.equal(failed, 0, 'requests failed during the rolling restart');
}

/**
 * One instance's throughput through nginx (`--throughput`, for docs/SCALING.md): the instance on
 * one core, the load generator on the other (scripts/bench/cpu-pinning.mjs), 10 connections,
 * 10 s per route after 2 s of warm-up, loopback only.
 */
async function throughput(cluster, tokens) {
  const routes = [
    ['signed-in listing, through nginx', `${FRONT}/api/products/${encodeURIComponent(CATEGORY)}?page=1`, tokens.buyer],
    ['signed-in listing, straight to the instance', `${A}/products/${encodeURIComponent(CATEGORY)}?page=1`, tokens.buyer],
    ["visitor's listing, through nginx (1 s micro-cache)", `${FRONT}/api/products/${encodeURIComponent(CATEGORY)}?page=1`, null],
  ];
  const run = (url, token, duration) =>
    new Promise((resolve, reject) =>
      autocannon({ url, connections: 10, duration, headers: token ? { authorization: `Bearer ${token}` } : {} }, (err, result) =>
        err ? reject(err) : resolve(result),
      ),
    );
  await onSeparateCores([cluster.instances[0].child.pid], async () => {
    for (const [label, url, token] of routes) {
      await run(url, token, 2);
      const result = await run(url, token, 10);
      figure(label, `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx`);
    }
  });
}

const supervisor = createSupervisor();
let db;
try {
  const cluster = await startCluster(supervisor, settings, {
    fresh: true,
    throwaway: true,
    quiet: true,
    // Counters of this run only: a run a minute ago must not have used up this one's limits.
    env: { JWT_RATE_LIMIT_PER_MINUTE: String(SIGN_IN_LIMIT), REDIS_KEY_PREFIX: `scale-${Date.now()}:` },
  });
  db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  const tokens = { seller: await apiTokenOf(account('seller')), buyer: await apiTokenOf(account('buyer')) };
  if (process.argv.includes('--throughput')) {
    await throughput(cluster, tokens);
    await db.end();
    await supervisor.stop(0);
  }
  await signInLimit(2);
  const img = await crossInstanceChecks(db, tokens);
  await signedInPagesCompressed(tokens, img);
  await paymentAndUploadLimits(tokens);
  if (!short) {
    // The phones written under load reuse the photo uploaded above (uploads are used up).
    await instanceKilledUnderLoad(cluster, db, tokens, img);
    await rollingRestartUnderLoad(cluster, db, tokens, img);
  }
  console.log(`\n| check | result |\n| --- | --- |\n${figures.map(([check, value]) => `| ${check} | ${value} |`).join('\n')}\n`);
  console.log('Scale checks passed.');
  await db.end();
  await supervisor.stop(0);
} catch (error) {
  console.error(`\nScale check failed: ${error.stack ?? error}`);
  await db?.end().catch(() => {});
  await supervisor.stop(1);
}
