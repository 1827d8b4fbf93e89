// npm run make-admin -- <email> [--uid <uid>]: shows an account, then promotes exactly that one
// (see admin-promotion.ts and the README). Outside production it runs through
// scripts/with-auth-emulator.mjs, which gives it the Auth emulator holding the accounts.
import { createFirebaseIdentity } from '../auth/firebase-identity.ts';
import { loadConfig } from '../config.ts';
import { makeAdmin } from './admin-promotion.ts';
import { exitOnStartProblem, openCommandDatabase } from './command-database.ts';

const config = loadConfig(process.env);
// Refused in one line while the API holds the embedded database's folder (stop npm start first).
const connection = await openCommandDatabase(config, 'npm run make-admin').catch(exitOnStartProblem);
const firebase = createFirebaseIdentity({ projectId: config.firebaseProjectId, emulatorHost: config.firebaseAuthEmulatorHost });
try {
  process.exitCode = await makeAdmin(process.argv.slice(2), { db: connection.db, auth: firebase.auth, out: console });
} finally {
  await firebase.close();
  await connection.close();
}
