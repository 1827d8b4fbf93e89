// The Firebase Auth emulator of a local run. The accounts saved under DATA_DIR/auth are loaded when
// it starts and saved back when it stops, so `npm start` and `npm run seed` see the same accounts.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { AUTH_EMULATOR_PORT, FIREBASE_PROJECT_ID } from './apps.mjs';

export const AUTH_EMULATOR_HOST = `127.0.0.1:${AUTH_EMULATOR_PORT}`;

/** Arguments for `node`: the firebase CLI starting the Auth emulator on the accounts of `dataDir`. */
export function authEmulatorArgs(root, dataDir) {
  const authData = path.join(dataDir, 'auth');
  mkdirSync(authData, { recursive: true });
  const importArgs = existsSync(path.join(authData, 'firebase-export-metadata.json')) ? ['--import', authData] : [];
  return [
    path.join(root, 'node_modules/.bin/firebase'),
    'emulators:start',
    '--only',
    'auth',
    '--project',
    FIREBASE_PROJECT_ID,
    ...importArgs,
    '--export-on-exit',
    authData,
  ];
}

/** Said when an emulator that something else started is used: its accounts are not ours to keep. */
export const REUSED_EMULATOR_NOTICE =
  `An Auth emulator is already running on ${AUTH_EMULATOR_HOST} (started by something else): using it. ` +
  `The demo accounts are written into it, and its accounts are not saved under .data/auth.`;
