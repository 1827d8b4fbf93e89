import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Database } from '../db/database.ts';
import {
  findUserByFirebaseUid,
  insertUser,
  setUserRole,
  type UserRole,
  type UserRow,
} from '../db/users.repository.ts';

/** The demo logins printed by `npm start`. Only ever created in the Auth emulator. */
export const DEMO_ACCOUNTS: ReadonlyArray<{ email: string; password: string; name: string; role: UserRole }> = [
  { email: 'demo.buyer@sellphones.test', password: 'Demo#Buyer1', name: 'Demo Buyer', role: 'buyer' },
  { email: 'demo.seller@sellphones.test', password: 'Demo#Seller1', name: 'Demo Seller', role: 'seller' },
  { email: 'admin@sellphones.test', password: 'Demo#Admin1', name: 'Site Admin', role: 'admin' },
];

async function ensureFirebaseUser(auth: Auth, account: (typeof DEMO_ACCOUNTS)[number]): Promise<UserRecord> {
  try {
    const existing = await auth.getUserByEmail(account.email);
    // Sign-in requires a verified email; an emulator kept from before that rule may hold unverified ones.
    return existing.emailVerified ? existing : await auth.updateUser(existing.uid, { emailVerified: true });
  } catch (err) {
    if ((err as { code?: string }).code !== 'auth/user-not-found') throw err;
  }
  try {
    return await auth.createUser({
      email: account.email,
      password: account.password,
      displayName: account.name,
      emailVerified: true,
    });
  } catch (err) {
    // Another process (a second test file, the seed script) created it a moment ago.
    if ((err as { code?: string }).code === 'auth/email-already-exists') return auth.getUserByEmail(account.email);
    throw err;
  }
}

/** Creates the three demo accounts in the emulator and the database; returns them by role. */
export async function seedDemoAccounts(db: Database, auth: Auth): Promise<Record<UserRole, UserRow>> {
  const result = {} as Record<UserRole, UserRow>;
  for (const account of DEMO_ACCOUNTS) {
    const record = await ensureFirebaseUser(auth, account);
    let row = await findUserByFirebaseUid(db, record.uid);
    if (!row) {
      try {
        row = await insertUser(db, {
          firebaseUid: record.uid,
          email: account.email,
          name: account.name,
          photoUrl: null,
          role: account.role,
        });
      } catch (err) {
        row = await findUserByFirebaseUid(db, record.uid);
        if (!row) throw err;
      }
    }
    if (row.role !== account.role) row = await setUserRole(db, row.id, account.role);
    result[account.role] = row;
  }
  return result;
}
