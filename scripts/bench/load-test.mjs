// One autocannon run: a short warm-up (JIT, pools, plan cache), then the measured run.
import autocannon from 'autocannon';

const CONNECTIONS = 50;
// What Chromium sends: the API answers cached catalogue reads gzipped to callers that accept it.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function run(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: BROWSER_HEADERS }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** Load without measuring: a fresh server's JIT and heap settle before its first measured run. */
export async function warmUp(url, seconds) {
  await run(url, seconds);
}

export async function loadTest(url, { seconds, warmUpSeconds = 3 }) {
  await run(url, warmUpSeconds);
  const result = await run(url, seconds);
  return {
    url,
    seconds,
    connections: CONNECTIONS,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
