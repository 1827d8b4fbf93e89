// One autocannon run: a short warm-up (JIT, pools, plan cache), then the measured run.
import autocannon from 'autocannon';
import { countCpu } from './cpu-time.mjs';

export const CONNECTIONS = 50;
// What Chromium sends: the API answers cached catalogue reads gzipped to callers that accept it.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * `target` is a URL, or `{ url, next }` where `next()` gives each request's
 * `{ path, method?, headers?, body? }`: what many users do, each request a different one.
 */
function run(target, seconds, amount) {
  const { url, next } = typeof target === 'string' ? { url: target, next: undefined } : target;
  const options = { url, connections: CONNECTIONS, headers: BROWSER_HEADERS, ...(amount ? { amount } : { duration: seconds }) };
  if (next) {
    options.requests = [{
      setupRequest: (request) => {
        const { headers, ...rest } = next();
        return { ...request, ...rest, headers: { ...BROWSER_HEADERS, ...headers } };
      },
    }];
  }
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** Load without measuring: a fresh server's JIT and heap settle before its first measured run. */
export async function warmUp(target, seconds) {
  await run(target, seconds);
}

/** `requests` requests of `target`, each once, without measuring. */
export async function readEach(target, requests) {
  if (requests > 0) await run(target, 0, requests);
}

/** `servers`: the pids answering `target`, whose CPU (and PostgreSQL's) the measured run counts. */
export async function loadTest(target, { seconds, warmUpSeconds = 2, servers = [] }) {
  if (warmUpSeconds > 0) await run(target, warmUpSeconds);
  const cpuPerRequest = countCpu(servers);
  const result = await run(target, seconds);
  return {
    seconds,
    connections: CONNECTIONS,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    status4xx: result['4xx'],
    status5xx: result['5xx'],
    errors: result.errors + result.timeouts,
    cpu: cpuPerRequest(result.requests.total),
  };
}
