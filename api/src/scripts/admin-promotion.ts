import { parseArgs } from 'node:util';
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Database } from '../db/database.ts';
import { findUserByEmail, setUserRole, type UserRow } from '../db/users.repository.ts';

export const MAKE_ADMIN_USAGE = [
  'Usage:',
  '  npm run make-admin -- <email>               shows the account with this email; changes nothing',
  '  npm run make-admin -- <email> --uid <uid>   makes exactly that account an admin',
].join('\n');

/** Where the script writes: the terminal, or a test's lists. */
export interface ScriptOutput {
  log(line: string): void;
  error(line: string): void;
}

/**
 * Google vouches for the address of a Google sign-in; a password account's address counts only
 * once its owner opened the verification link (anyone can sign up with a colleague's address).
 */
function emailIsVerified(record: UserRecord): boolean {
  return record.emailVerified || record.providerData.some((provider) => provider.providerId === 'google.com');
}

function describe(out: ScriptOutput, row: UserRow, record: UserRecord): void {
  const methods = record.providerData.map((provider) => provider.providerId).join(', ') || 'none';
  out.log(`Account with the email ${row.email}:`);
  out.log(`  uid:            ${record.uid}`);
  out.log(`  name:           ${row.name}`);
  out.log(`  role:           ${row.role}${row.disabledAt ? ' (disabled)' : ''}`);
  out.log(`  email verified: ${emailIsVerified(record) ? 'yes' : 'NO'}`);
  out.log(`  signs in with:  ${methods}`);
  out.log(`  created:        ${record.metadata.creationTime}`);
}

/** The reason this account may not become an admin, or null when it may. */
function refusal(row: UserRow, record: UserRecord): string | null {
  if (row.disabledAt !== null || record.disabled) return 'This account is disabled; it cannot be made an admin.';
  if (!emailIsVerified(record)) {
    return (
      'Its email is not verified, so whoever signed up may not own the address; it cannot be made an admin. ' +
      'The owner verifies it by opening the link emailed at sign-up (logging in offers to send it again).'
    );
  }
  return null;
}

/**
 * `npm run make-admin`: the only way to make an admin (no API call can). An email alone only
 * shows the account it names; the change needs that account's uid as well, so the person running
 * it has confirmed exactly whom they promote. Only a verified, enabled account is promoted.
 * Returns the exit code: 0 done or shown, 1 refused, 2 wrong usage.
 */
export async function makeAdmin(argv: string[], deps: { db: Database; auth: Auth; out: ScriptOutput }): Promise<number> {
  const { db, auth, out } = deps;
  let email: string | undefined;
  let uid: string | undefined;
  try {
    const { positionals, values } = parseArgs({ args: argv, options: { uid: { type: 'string' } }, allowPositionals: true });
    email = positionals.length === 1 ? positionals[0]?.trim() : undefined;
    uid = values.uid?.trim();
  } catch {
    email = undefined;
  }
  if (!email || !email.includes('@') || uid === '') {
    out.error(MAKE_ADMIN_USAGE);
    return 2;
  }

  const row = await findUserByEmail(db, email);
  if (!row) {
    out.error(`No account with the email ${email}. The person must sign up first.`);
    return 1;
  }
  let record: UserRecord;
  try {
    record = await auth.getUser(row.firebaseUid);
  } catch (err) {
    const code = (err as { code?: string }).code ?? 'unknown error';
    out.error(
      code === 'auth/user-not-found'
        ? `The account with the email ${email} no longer exists in Firebase; it cannot be made an admin.`
        : `Firebase could not be asked about ${email} (${code}). Run this with the API's Firebase access ` +
            '(GOOGLE_APPLICATION_CREDENTIALS, or FIREBASE_AUTH_EMULATOR_HOST for the emulator). Nothing changed.',
    );
    return 1;
  }

  describe(out, row, record);
  if (uid !== undefined && uid !== record.uid) {
    out.error(`The account with the email ${row.email} has the uid ${record.uid}, not ${uid}. Nothing changed.`);
    return 1;
  }
  const refused = refusal(row, record);
  if (refused) {
    out.error(refused);
    return 1;
  }
  if (row.role === 'admin') {
    out.log('This account is already an admin.');
    return 0;
  }
  if (uid === undefined) {
    out.log('To make exactly this account an admin, run:');
    out.log(`  npm run make-admin -- ${row.email} --uid ${record.uid}`);
    return 0;
  }
  await setUserRole(db, row.id, 'admin');
  out.log(`${row.email} (uid ${record.uid}) is now an admin (was ${row.role}); their current sessions have ended.`);
  return 0;
}
