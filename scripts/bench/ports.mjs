// The bench runs its own servers on 4200-4299, so it never collides with the dev stack
// (3000-3004, 4000, 9099) or a CI run on the standard ports.
import { portAnswers } from '../port-answers.mjs';

export const BENCH_PORTS = {
  helloWorld: 4200,
  api: 4201,
  layeredHelloWorld: 4202,
  pgListing: 4203,
  /** A second API on the same database, started for the fresh-instance run. */
  freshApi: 4204,
  chromeDebugging: 4220,
  /** nginx in front of the built apps and an API instance, as deploy/ serves them. */
  frontDoor: 4230,
  frontDoorApi: 4231,
  apps: { shell: 4210, storefront: 4211, buyer: 4212, seller: 4213, admin: 4214 },
};

/** Refuses a port that already answers: a stale or second bench would be measured instead. */
export async function assertPortFree(port) {
  if (await portAnswers(port)) throw new Error(`port ${port} is already in use: is another bench running?`);
}
