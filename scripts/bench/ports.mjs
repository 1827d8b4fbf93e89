// The bench runs its own servers on 4200-4299, so it never collides with the dev stack
// (3000-3004, 4000, 9099) or a CI run on the standard ports.
import net from 'node:net';

export const BENCH_PORTS = {
  helloWorld: 4200,
  api: 4201,
  chromeDebugging: 4220,
  apps: { shell: 4210, storefront: 4211, buyer: 4212, seller: 4213, admin: 4214 },
};

/** True when something already listens on the port. */
export function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Refuses a port that already answers: a stale or second bench would be measured instead. */
export async function assertPortFree(port) {
  if (await portAnswers(port)) throw new Error(`port ${port} is already in use: is another bench running?`);
}
