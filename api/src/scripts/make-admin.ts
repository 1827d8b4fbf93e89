// npm run make-admin -- <email>: the only way to make an admin (no API call can).
import { loadConfig } from '../config.ts';
import { findUserByEmail, setUserRole } from '../db/users.repository.ts';
import { exitOnStartProblem, openCommandDatabase } from './command-database.ts';

const email = process.argv[2]?.trim();
if (!email || !email.includes('@')) {
  console.error('Usage: npm run make-admin -- <email of an existing account>');
  process.exit(2);
}

const config = loadConfig(process.env);
// Refused in one line while the API holds the embedded database's folder (stop npm start first).
const connection = await openCommandDatabase(config, 'npm run make-admin').catch(exitOnStartProblem);
try {
  const user = await findUserByEmail(connection.db, email);
  if (!user) {
    console.error(`No account with the email ${email}. The person must sign up first.`);
    process.exitCode = 1;
  } else if (user.role === 'admin') {
    console.log(`${user.email} is already an admin.`);
  } else {
    await setUserRole(connection.db, user.id, 'admin');
    console.log(`${user.email} is now an admin (was ${user.role}); their current sessions have ended.`);
  }
} finally {
  await connection.close();
}
