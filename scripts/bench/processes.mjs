// Starts the bench's child processes and stops exactly those (by pid) when the bench ends.
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

const started = new Set();

/** Starts a Node script; its output goes to a log array so a failed start can be explained. */
export function startNode(args, { env = {}, cwd } = {}) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.log = [];
  const keep = (chunk) => {
    child.log.push(chunk.toString());
    if (child.log.length > 200) child.log.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  started.add(child);
  child.once('exit', () => started.delete(child));
  return child;
}

export async function stopProcess(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timeout = sleep(10_000).then(() => child.kill('SIGKILL'));
  await Promise.race([exited, timeout]);
}

export async function stopAll() {
  await Promise.all([...started].map(stopProcess));
}

/** Polls a URL until it answers 2xx, or throws with the process log. */
export async function waitForHttp(url, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(`process for ${url} exited (${child.exitCode}):\n${child.log.join('').slice(-3000)}`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}
