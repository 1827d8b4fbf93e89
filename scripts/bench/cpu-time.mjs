// What a run costs in CPU: the servers under test and PostgreSQL, per request answered. On two
// shared cores a route's speed is bounded by the CPU that one request needs from all of them
// together; these figures say which side a missed target has to win back. Linux only (/proc);
// elsewhere runs report no CPU figures.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

function clockTicksPerSecond() {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

const procAvailable = (() => {
  try {
    readFileSync('/proc/self/stat');
    return true;
  } catch {
    return false;
  }
})();
const TICKS = procAvailable ? clockTicksPerSecond() : 100;

/** User and system CPU seconds of every thread of a process so far; 0 once it has exited. */
function processSeconds(pid) {
  try {
    // The command name (2nd field) may hold spaces: the fields that follow come after its ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS;
  } catch {
    return 0;
  }
}

/** PostgreSQL's processes on this machine: the server and every connection's backend. */
function postgresSeconds() {
  let seconds = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') seconds += processSeconds(entry);
    } catch {
      // It exited while the list was read.
    }
  }
  return seconds;
}

/**
 * Starts counting the CPU of the server processes `pids` and of PostgreSQL; the function it
 * returns gives both in microseconds per request for `requests` requests, or null without /proc.
 * A backend that exits during the run takes its time with it: the pools keep theirs open.
 */
export function countCpu(pids) {
  if (!procAvailable || pids.length === 0) return () => null;
  const servers = () => pids.reduce((sum, pid) => sum + processSeconds(pid), 0);
  const serverBefore = servers();
  const postgresBefore = postgresSeconds();
  return (requests) => {
    if (requests === 0) return null;
    const perRequest = (seconds) => Math.max(0, Math.round((seconds * 1e6) / requests));
    return {
      serverUsPerRequest: perRequest(servers() - serverBefore),
      postgresUsPerRequest: perRequest(postgresSeconds() - postgresBefore),
    };
  };
}
