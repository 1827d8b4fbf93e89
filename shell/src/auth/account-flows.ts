import type { Auth, AuthSdk, User } from './firebase-auth.ts';
import { phoneToken } from '../session/phone-token.ts';
import { useSessionStore } from '../session/session-store.ts';
import { closeOwnAccount, saveAccount, uploadProfilePhoto } from './account-api.ts';
import { duringAccountFlow, establishSession } from './establish-session.ts';
import { firebaseAuth } from './firebase-auth.ts';

/** A flow that failed after Firebase signed the user in must not leave half a session behind. */
async function abandonSession(auth: Auth, sdk: AuthSdk): Promise<void> {
  phoneToken.clear();
  await sdk.signOut(auth).catch(() => undefined);
  useSessionStore.getState().signedOut();
}

async function finishSignIn(auth: Auth, sdk: AuthSdk, user: User): Promise<void> {
  try {
    await establishSession(user, { freshToken: true });
  } catch (error) {
    await abandonSession(auth, sdk);
    throw error;
  }
}

/** Email and password login, then a fresh API token and the role. */
export function logInWithPassword(email: string, password: string): Promise<void> {
  return duringAccountFlow(async () => {
    const { auth, sdk } = await firebaseAuth();
    const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
    await finishSignIn(auth, sdk, user);
  });
}

/** Google popup sign-in. The API makes a new account a buyer and keeps an existing account's role. */
export function logInWithGoogle(): Promise<void> {
  return duringAccountFlow(async () => {
    const { auth, sdk } = await firebaseAuth();
    const { user } = await sdk.signInWithPopup(auth, new sdk.GoogleAuthProvider(), sdk.browserPopupRedirectResolver);
    try {
      const email = user.email ?? '';
      await saveAccount(await user.getIdToken(), {
        name: user.displayName || email.split('@')[0] || 'Google user',
        email,
        photoURL: user.photoURL,
      });
    } catch (error) {
      await abandonSession(auth, sdk);
      throw error;
    }
    await finishSignIn(auth, sdk, user);
  });
}

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  photo: File;
  sellerAccount: boolean;
}

export interface SignUpSteps {
  onUploadProgress(fraction: number): void;
  /** The account's record is saved in the API (SPEC.md's 'Save user data!'). */
  onSaved(): void;
}

/**
 * Sign-up: Firebase user, PUT /users (the account), photo upload (with progress), profile with the
 * photo, then the verification email. The account comes before the photo because the API takes
 * photos from accounts only. A failure before the account is saved deletes the new Firebase user,
 * so the same email can try again; a photo that fails after it leaves an account without a photo.
 * No session starts: the API signs a password account in only once its email is verified, so the
 * user is signed out and logs in after opening the link. Resolves to whether the email went out
 * (when it did not, logging in offers to send it again) and whether the photo was saved.
 */
export function signUp(
  account: NewAccount,
  steps: SignUpSteps,
): Promise<{ verificationSent: boolean; photoSaved: boolean }> {
  return duringAccountFlow(async () => {
    const { auth, sdk } = await firebaseAuth();
    const { user } = await sdk.createUserWithEmailAndPassword(auth, account.email, account.password);
    const email = user.email ?? account.email;
    let idToken: string;
    try {
      idToken = await user.getIdToken();
      await saveAccount(idToken, { name: account.name, email, sellerAccount: account.sellerAccount });
    } catch (error) {
      await sdk.deleteUser(user).catch(() => undefined);
      await abandonSession(auth, sdk);
      throw error;
    }
    let photoSaved = false;
    try {
      const uploaded = await uploadProfilePhoto(idToken, account.photo, steps.onUploadProgress);
      const userPhoto = uploaded.data.display_url;
      await sdk.updateProfile(user, { displayName: account.name, photoURL: userPhoto });
      await saveAccount(idToken, { name: account.name, email, userPhoto });
      photoSaved = true;
    } catch (error) {
      console.error('The profile photo could not be saved', error);
      await sdk.updateProfile(user, { displayName: account.name }).catch(() => undefined);
    }
    steps.onSaved();
    let verificationSent = true;
    try {
      await sdk.sendEmailVerification(user);
    } catch (error) {
      console.error('The verification email could not be sent', error);
      verificationSent = false;
    }
    await abandonSession(auth, sdk);
    return { verificationSent, photoSaved };
  });
}

/** The page's signed-in Firebase user, once Firebase has read it back; refused when there is none. */
async function signedInUser(): Promise<{ sdk: AuthSdk; user: User & { email: string } }> {
  const { auth, sdk } = await firebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user?.email) throw new Error('Nobody is signed in');
  return { sdk, user: user as User & { email: string } };
}

/** Whether the signed-in account logs in with a password: a Google account has none to change. */
export async function signsInWithPassword(): Promise<boolean> {
  const { user } = await signedInUser();
  return user.providerData.some((profile) => profile.providerId === 'password');
}

/**
 * Your profile's new password: Firebase asks for the current one again first (a sign-in some
 * time ago is not enough to change it), then keeps the new one; this page stays signed in.
 */
export async function changePassword(current: string, next: string): Promise<void> {
  const { sdk, user } = await signedInUser();
  await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email, current));
  await sdk.updatePassword(user, next);
}

/**
 * Closes the signed-in account for good: the password given again (a Google account's consent in
 * Google's window), then DELETE /users/me with that fresh sign-in's ID token, which the API asks
 * for. The caller then logs the page out.
 */
export async function closeAccount(password: string | null): Promise<void> {
  const { sdk, user } = await signedInUser();
  if (password === null) {
    await sdk.reauthenticateWithPopup(user, new sdk.GoogleAuthProvider(), sdk.browserPopupRedirectResolver);
  } else {
    await sdk.reauthenticateWithCredential(user, sdk.EmailAuthProvider.credential(user.email, password));
  }
  await closeOwnAccount(await user.getIdToken());
}

export interface ProfileChanges {
  name: string;
  /** A new photo; without one the account keeps its photo. */
  photo?: File;
}

/**
 * Your profile: the new photo uploaded (with progress), the account saved in the API (PUT /users,
 * which refuses a disabled account), then the sign-in profile, whose name and photo the shell
 * shows at every sign-in (establish-session), then the page's session. The API goes first: what
 * it refuses must not show as saved.
 */
export async function saveProfile(changes: ProfileChanges, onUploadProgress: (fraction: number) => void): Promise<void> {
  const { sdk, user } = await signedInUser();
  const idToken = await user.getIdToken();
  const userPhoto = changes.photo
    ? (await uploadProfilePhoto(idToken, changes.photo, onUploadProgress)).data.display_url
    : undefined;
  await saveAccount(idToken, { name: changes.name, email: user.email, ...(userPhoto && { userPhoto }) });
  await sdk.updateProfile(user, { displayName: changes.name, ...(userPhoto && { photoURL: userPhoto }) });
  useSessionStore.getState().profileSaved({ name: changes.name, photoURL: userPhoto ?? user.photoURL });
}

/**
 * Sends the verification link again to a password account that logged in before opening it: signs
 * in with the same email and password (Firebase sends only to a signed-in user), then out again.
 */
export function resendEmailVerification(email: string, password: string): Promise<void> {
  return duringAccountFlow(async () => {
    const { auth, sdk } = await firebaseAuth();
    try {
      const { user } = await sdk.signInWithEmailAndPassword(auth, email, password);
      await sdk.sendEmailVerification(user);
    } finally {
      await abandonSession(auth, sdk);
    }
  });
}

/**
 * Firebase emails the reset link (the emulator keeps the code for tests). An unknown email gets the
 * same answer as a known one, so the form does not tell strangers which emails have accounts.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  const { auth, sdk } = await firebaseAuth();
  try {
    await sdk.sendPasswordResetEmail(auth, email);
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code !== 'auth/user-not-found') throw error;
  }
}
