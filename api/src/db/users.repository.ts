import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from './database.ts';
import { preparedPerDatabase } from './prepared-query.ts';
import { users, type UserRole, type UserRow } from './schema.ts';

export type { UserRole, UserRow };

export interface NewUser {
  firebaseUid: string;
  email: string;
  name: string;
  photoUrl: string | null;
  role: UserRole;
}

/** The account check of a signed-in request, prepared (prepared-query.ts): every new session on every instance reads it. */
const userById = preparedPerDatabase((db) =>
  db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('user_by_id'),
);

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await userById(db).execute({ id });
  return row;
}

export async function findUserByFirebaseUid(db: Database, firebaseUid: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.firebaseUid, firebaseUid)).limit(1);
  return row;
}

/** Emails are compared without case, as the unique index on lower(email) does. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function insertUser(db: Database, user: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

/** Name and photo only (the role never changes through a profile save); undefined once the account is disabled. */
export async function updateUserProfile(
  db: Database,
  id: string,
  profile: { name: string; photoUrl: string | null },
): Promise<UserRow | undefined> {
  // One conditional UPDATE: it waits for an admin's deletion of this row and then finds it disabled.
  const [row] = await db
    .update(users)
    .set(profile)
    .where(and(eq(users.id, id), isNull(users.disabledAt)))
    .returning();
  return row;
}

/** Changes a role and ends the user's current API sessions, so the new role applies at once. */
export async function setUserRole(db: Database, id: string, role: UserRole): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ role, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('user vanished during role change');
  return row;
}

/** The language the person chose in the header, kept on their account. */
export async function setUserLanguage(db: Database, id: string, language: 'en' | 'bn'): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, id));
}

/** Ends every API session of a user at once (their tokens carry the old version). */
export async function bumpTokenVersion(db: Database, id: string): Promise<void> {
  await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id));
}
