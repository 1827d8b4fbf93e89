import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorBody } from '@sellphones/contracts/schemas';
import fc from 'fast-check';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_ADDRESS_MESSAGE, LONG_ADDRESS_MESSAGE } from '../../src/errors/error-handler.ts';
import { BkashStandIn } from '../../bkash-standin/server.ts';
import { multipartForm } from '../images/multipart-form.ts';
import { bkashConfigFor } from '../payments/bkash-wallet.ts';
import { EMULATOR_HOST } from '../support/auth-emulator.global-setup.ts';
import { fuzzRequests, hintsOf, type FuzzRequest } from '../support/fuzz-requests.ts';
import { createCast, smallJpeg, type Cast } from '../support/proof-cast.ts';
import { buildRecordingApp, routeKey, type RecordingApp } from '../support/route-recording-app.ts';

// Thousands of requests generated from the routes' own schemas, valid and hostile, with good,
// bad and missing tokens. `npm test` runs 3,000; `npm run test:proof` runs 20,000 (FUZZ_RUNS).

const RUNS = Number(process.env.FUZZ_RUNS ?? 3_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const BATCH = 8;
const CHUNK = 500;

/** What must never reach a client: stacks, paths, SQL, and the libraries' own words. */
const LEAKS: Array<[string, RegExp]> = [
  ['stack frame', /\n\s+at |\bat [\w.<>$]+ \(.*:\d+:\d+\)/],
  ['node_modules path', /node_modules/],
  ['SQL', /\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM)\b/],
  ['SQL error', /syntax error|violates|duplicate key|relation "|column "/i],
  ['ORM or driver', /drizzle|pglite|postgres|ECONNREFUSED/i],
  ['validator', /\bajv\b|must NOT have|instancePath|must match pattern/i],
  [
    'JavaScript error',
    /TypeError|ReferenceError|RangeError|SyntaxError|Cannot read propert|is not a function|undefined is not/,
  ],
  ['Fastify code', /FST_[A-Z_]+/],
];

/** The API's documentation is about the API: it may name anything. */
const isDocumentation = (url: string) => url.startsWith('/docs');
/**
 * The router's and the body parser's answers come before a route's own code (unknown address,
 * malformed or overlong address, a body that is not JSON or too large): they are checked as
 * error bodies but are not part of each route's declaration.
 */
const FRAMEWORK_ANSWERS = new Set([
  'There is nothing at this address.',
  BAD_ADDRESS_MESSAGE,
  LONG_ADDRESS_MESSAGE,
  'Send the request body as JSON.',
  'The request body is too large.',
]);

const SIGN_IN_UNAVAILABLE = 'Sign-in cannot be checked right now. Please try again shortly.';

async function emulatorAnswers(): Promise<boolean> {
  try {
    return (
      (await fetch(`http://${EMULATOR_HOST}/`, { signal: AbortSignal.timeout(2_000) })).status < 500
    );
  } catch {
    return false;
  }
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'schema-fuzz-'));

describe(`schema fuzzing: ${RUNS} generated requests`, () => {
  let recording: RecordingApp;
  let cast: Cast;
  let jpeg: Buffer;

  // bKash against its local stand-in, so its routes are fuzzed as they run when configured.
  const bkash = new BkashStandIn();

  beforeAll(async () => {
    recording = await buildRecordingApp({ dataDir, ...bkashConfigFor(await bkash.start()) });
    cast = await createCast(recording.app);
    jpeg = await smallJpeg();
  });
  afterAll(async () => {
    await recording?.close();
    await bkash.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  // What earlier runs found, kept as plain tests.
  it('a broken multipart form is a readable 400, not a 500', async () => {
    const response = await recording.app.inject({
      method: 'POST',
      url: '/images',
      headers: {
        authorization: `Bearer ${cast.accounts.buyer.accessToken}`,
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: 'not a form',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Send the photo as a multipart form with one field named image.',
    );
    const valid = multipartForm([
      { filename: 'phone.jpg', contentType: 'image/jpeg', bytes: jpeg },
    ]);
    const truncated = valid.payload.subarray(0, valid.payload.length - 20);
    const cut = await recording.app.inject({
      method: 'POST',
      url: '/images',
      headers: { authorization: `Bearer ${cast.accounts.buyer.accessToken}`, ...valid.headers },
      payload: truncated,
    });
    expect(cut.statusCode).toBe(400);
  });

  it("a malformed or overlong address gets the usual error body, without Fastify's codes or the address", async () => {
    const bad = await recording.app.inject({ method: 'GET', url: '/images/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: BAD_ADDRESS_MESSAGE,
    });
    const long = await recording.app.inject({
      method: 'GET',
      url: `/bookingData/${'A'.repeat(300)}`,
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      statusCode: 414,
      error: 'URI Too Long',
      message: LONG_ADDRESS_MESSAGE,
    });
  });

  it(
    'no 5xx, no leaked internals, every answer in its declared shape',
    async () => {
      const arbitrary = fuzzRequests(recording.routes, { ...cast, jpeg }, hintsOf(cast));
      const statuses = new Map<number, number>();
      const perRoute = new Map<string, number>();
      const findings: string[] = [];
      const signInUnavailable: string[] = [];
      const report = (request: FuzzRequest, problem: string) => {
        if (findings.length < 30)
          findings.push(
            `${request.options.method} ${request.url.slice(0, 100)} [${request.token}]: ${problem}`,
          );
      };

      const started = performance.now();
      let sent = 0;
      // Generated a chunk at a time: 20,000 requests with their huge strings do not fit in memory at once.
      for (let chunk = 0; sent < RUNS; chunk++) {
        const requests = fc.sample(arbitrary, {
          numRuns: Math.min(CHUNK, RUNS - sent),
          seed: SEED + chunk,
        });
        sent += requests.length;
        for (let i = 0; i < requests.length; i += BATCH) {
          const batch = requests.slice(i, i + BATCH);
          const responses = await Promise.all(
            batch.map((request) => recording.app.inject(request.options)),
          );
          responses.forEach((response, j) => {
            const request = batch[j]!;
            const status = response.statusCode;
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
            perRoute.set(routeKey(request.route), (perRoute.get(routeKey(request.route)) ?? 0) + 1);
            if (status === 503 && response.json().message === SIGN_IN_UNAVAILABLE) {
              // A clean refusal while the Auth emulator is away; a finding only if it was there all along.
              signInUnavailable.push(routeKey(request.route));
            } else if (status >= 500) {
              const sent =
                typeof request.options.payload === 'string'
                  ? request.options.payload.slice(0, 80)
                  : '(binary or none)';
              report(
                request,
                `${status} ${response.body.slice(0, 200)} after sending ${JSON.stringify(request.options.headers?.['content-type'])} ${sent}`,
              );
            }

            const type = String(response.headers['content-type'] ?? '');
            const textual = type.includes('json') || type.startsWith('text/') || type === '';
            if (textual && !isDocumentation(request.url)) {
              for (const [name, pattern] of LEAKS) {
                if (pattern.test(response.body))
                  report(request, `leaks ${name}: ${response.body.slice(0, 200)}`);
              }
            }
            if (!type.includes('json') || status === 304 || response.body === '') return;
            const body: unknown = response.json();
            if (status >= 400 && !Value.Check(ErrorBody, body))
              report(request, `${status} body is not an ErrorBody: ${response.body.slice(0, 200)}`);
            const declared = request.route.schema?.response as Record<string, TSchema> | undefined;
            if (!declared) return;
            const schema = declared[String(status)];
            const frameworkAnswer = FRAMEWORK_ANSWERS.has(
              String((body as { message?: unknown }).message),
            );
            if (!schema) {
              if (!frameworkAnswer)
                report(request, `status ${status} is not declared: ${response.body.slice(0, 200)}`);
            } else if (!Value.Check(schema, body)) {
              report(
                request,
                `${status} body does not match its schema: ${response.body.slice(0, 200)}`,
              );
            }
          });
        }
      }
      const seconds = (performance.now() - started) / 1000;

      const distribution = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
      console.info(
        `fuzz: ${sent} requests over ${perRoute.size} routes in ${seconds.toFixed(1)} s (seed ${SEED}); statuses ${JSON.stringify(distribution)}`,
      );
      if (signInUnavailable.length > 0) {
        console.warn(
          `fuzz: ${signInUnavailable.length} answers were 503 because sign-in could not be checked`,
        );
        expect(
          await emulatorAnswers(),
          'the API answered 503 for sign-in while the Auth emulator was up',
        ).toBe(false);
      }
      expect(findings).toEqual([]);
      expect(sent).toBe(RUNS);
      // Every route was exercised.
      expect([...perRoute.keys()].sort()).toEqual(recording.routes.map(routeKey).sort());
    },
    Math.max(180_000, RUNS * 60),
  );
});
