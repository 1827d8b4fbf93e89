// The Firebase Auth emulator, so the bench's API can seed the demo accounts and the category page
// (which needs a signed-in user) can be measured. An emulator already on its port is reused.
import path from 'node:path';
import { AUTH_EMULATOR_PORT, FIREBASE_PROJECT_ID } from '../apps.mjs';
import { portAnswers } from '../port-answers.mjs';
import { startNode, stopProcess, waitForHttp } from './processes.mjs';

export const AUTH_EMULATOR_HOST = `127.0.0.1:${AUTH_EMULATOR_PORT}`;

export async function startAuthEmulator(root) {
  if (await portAnswers(AUTH_EMULATOR_PORT)) return { stop: async () => {} };
  const child = startNode(
    [path.join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'), 'emulators:start', '--only', 'auth', '--project', FIREBASE_PROJECT_ID],
    { cwd: root },
  );
  await waitForHttp(`http://${AUTH_EMULATOR_HOST}/`, child);
  return { stop: () => stopProcess(child) };
}
