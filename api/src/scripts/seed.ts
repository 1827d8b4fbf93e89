// npm run seed: categories, reviews, demo accounts (Auth emulator + database) and demo phones.
// Runs through scripts/with-auth-emulator.mjs (an emulator is started when none runs). With the
// embedded database it refuses while the API has the folder open: PGlite is one process per folder.
import { loadConfig } from '../config.ts';
import { createFirebaseIdentity } from '../auth/firebase-identity.ts';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts.ts';
import { seedCatalogue } from '../seed/seed-catalogue.ts';
import { seedDemoData } from '../seed/seed-demo-data.ts';
import { exitOnStartProblem, openCommandDatabase } from './command-database.ts';

const env = { ...process.env };
if (env.NODE_ENV !== 'production' && !env.FIREBASE_AUTH_EMULATOR_HOST) env.FIREBASE_AUTH_EMULATOR_HOST = '127.0.0.1:9099';
const config = loadConfig(env);
if (!config.firebaseAuthEmulatorHost) {
  console.error('Demo accounts are only created in the Auth emulator; set FIREBASE_AUTH_EMULATOR_HOST.');
  process.exit(1);
}

const connection = await openCommandDatabase(config, 'npm run seed').catch(exitOnStartProblem);
const firebase = createFirebaseIdentity({ projectId: config.firebaseProjectId, emulatorHost: config.firebaseAuthEmulatorHost });
try {
  await seedCatalogue(connection.db);
  await seedDemoData(connection.db, firebase.auth, config.currency);
  console.log('Seeded categories, reviews, demo phones and these demo logins:');
  for (const account of DEMO_ACCOUNTS) console.log(`  ${account.role.padEnd(6)} ${account.email} / ${account.password}`);
} catch (err) {
  console.error('Seeding failed:', err instanceof Error ? err.message : err);
  process.exitCode = 1;
} finally {
  await firebase.close();
  await connection.close();
}
