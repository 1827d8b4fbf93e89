// The load generator (autocannon runs in the bench's own process) and the server under test on
// separate cores. Unpinned, they share both: autocannon's work, which grows with the size of the
// answers it reads, then takes CPU from the server, and a route's ratio to hello-world measures
// the load generator as much as the server. Needs Linux's taskset and two CPUs; elsewhere (or with
// BENCH_PIN=0) nothing is pinned.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

const LOAD_GENERATOR_CPU = '0';
const SERVER_CPU = '1';

function tasksetWorks() {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export const pinningAvailable =
  process.env.BENCH_PIN !== '0' && process.platform === 'linux' && os.availableParallelism() >= 2 && tasksetWorks();

/** Every thread of the process, and those it starts later, on `cpus` (a taskset list). */
function pin(pid, cpus) {
  execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
}

/**
 * Runs `measure` with this process on one core and the servers on another, and gives both every
 * core back afterwards (Lighthouse's Chromium, started from this process, must not inherit one).
 */
export async function onSeparateCores(serverPids, measure) {
  if (!pinningAvailable) return measure();
  const everyCpu = `0-${os.availableParallelism() - 1}`;
  pin(process.pid, LOAD_GENERATOR_CPU);
  for (const pid of serverPids) pin(pid, SERVER_CPU);
  try {
    return await measure();
  } finally {
    pin(process.pid, everyCpu);
    for (const pid of serverPids) pin(pid, everyCpu);
  }
}
