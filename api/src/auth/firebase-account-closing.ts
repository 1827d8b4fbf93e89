import type { Auth } from 'firebase-admin/auth';

/** Signs the account out of Firebase for good; an account already gone there is already signed out. */
export async function disableFirebaseAccount(auth: Auth, uid: string): Promise<void> {
  try {
    await auth.updateUser(uid, { disabled: true });
    await auth.revokeRefreshTokens(uid);
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') return;
    throw err;
  }
}
