// Lighthouse models a phone, which shares no CPU with our servers. Work the load tests leave behind
// (PostgreSQL's autovacuum of the rows they wrote, the Auth emulator's and the API's garbage
// collection) would be counted against the page, so each layout's audits wait for a quiet machine.
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** Busy and total CPU ticks of the whole machine so far, or null without /proc. */
function cpuTicks() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = fields.reduce((a, b) => a + b, 0);
    const idle = fields[3] + (fields[4] ?? 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}

/** The share of the machine's CPU in use over the next second, or null without /proc. */
async function busyShare() {
  const before = cpuTicks();
  await sleep(1000);
  const after = cpuTicks();
  if (!before || !after || after.total === before.total) return null;
  return (after.busy - before.busy) / (after.total - before.total);
}

/**
 * Waits until the machine has used at most `quiet` of its CPU for two seconds in a row, or
 * `maxSeconds` have passed; gives the busy share it started with and the seconds it waited.
 */
export async function waitForQuietMachine({ quiet = 0.1, maxSeconds = 90 } = {}) {
  const started = Date.now();
  const first = await busyShare();
  if (first === null) return { busyAtStart: null, waitedS: 0 };
  let calmSeconds = first <= quiet ? 1 : 0;
  while (calmSeconds < 2 && (Date.now() - started) / 1000 < maxSeconds) {
    calmSeconds = (await busyShare()) <= quiet ? calmSeconds + 1 : 0;
  }
  return { busyAtStart: first, waitedS: Math.round((Date.now() - started) / 1000) };
}
