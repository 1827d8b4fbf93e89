import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL: the process is gone at once, mid-request, as in a crash. */
  kill(): Promise<void>;
  stop(): Promise<void>;
  /** Resident memory and live heap after a full garbage collection, in bytes. */
  memoryAfterGc(): Promise<{ rss: number; heapUsed: number }>;
}

/** Starts the API (test/support/api-process-entry.ts) and waits until it listens. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = fork(path.join(import.meta.dirname, 'api-process-entry.ts'), [], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      SEED_DEMO_DATA: 'false',
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
      JWT_RATE_LIMIT_PER_MINUTE: '10000',
      JWT_ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000',
      LOG_LEVEL: 'silent',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    execArgv: ['--expose-gc'],
  });
  const started = once(child, 'message') as Promise<[{ port: number }]>;
  const exited = once(child, 'exit').then(([code]) => `the API process exited with ${String(code)} before listening`);
  const first = await Promise.race([started, exited]);
  if (typeof first === 'string') throw new Error(first);
  const [{ port }] = first;
  const stopWith = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = once(child, 'exit');
    child.kill(signal);
    await gone;
  };
  const memoryAfterGc = async () => {
    const answer = once(child, 'message') as Promise<[{ rss: number; heapUsed: number }]>;
    child.send('measure');
    return (await answer)[0];
  };
  return { url: `http://127.0.0.1:${port}`, child, kill: () => stopWith('SIGKILL'), stop: () => stopWith('SIGTERM'), memoryAfterGc };
}
