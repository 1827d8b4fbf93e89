import { randomUUID } from 'node:crypto';

// Real ID tokens from the Auth emulator's REST API, as the browser SDK would get them.

const EMULATOR = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';
/** The emulator's project, for its admin calls (`Bearer owner`, as firebase-admin makes them). */
const PROJECT = 'demo-sellphones';

/**
 * fetch to the emulator, sent again once when the connection it reused had just been closed by
 * the emulator (its idle keep-alive ends after 5 s, as a long test leaves it): the request never
 * reached it, so sending it again is safe.
 */
async function emulatorFetch(url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (err) {
    if ((err as { cause?: { code?: string } }).cause?.code !== 'UND_ERR_SOCKET') throw err;
    return fetch(url, init);
  }
}

export function uniqueEmail(label: string): string {
  return `${label}.${randomUUID().slice(0, 8)}@example.test`;
}

async function call(endpoint: string, body: unknown): Promise<{ idToken: string; localId: string }> {
  const response = await emulatorFetch(`${EMULATOR}/${endpoint}?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { idToken?: string; localId?: string; error?: unknown };
  if (!response.ok || !json.idToken || !json.localId) {
    throw new Error(`Auth emulator ${endpoint} failed: ${JSON.stringify(json.error ?? json)}`);
  }
  return { idToken: json.idToken, localId: json.localId };
}

export interface FirebaseSession {
  email: string;
  uid: string;
  idToken: string;
}

/**
 * An email/password account (sign_in_provider "password") whose owner has opened the
 * verification link, signed in: the ID token says `email_verified: true`, as GET /jwt requires.
 */
export async function firebaseSignUp(email = uniqueEmail('user'), password = 'Secret#123'): Promise<FirebaseSession> {
  const created = await emulatorFetch(`${EMULATOR}/projects/${PROJECT}/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ email, password, emailVerified: true }),
  });
  if (!created.ok) throw new Error(`Auth emulator account creation failed: ${await created.text()}`);
  return firebaseSignIn(email, password);
}

/** Email/password sign-up as the browser makes it: the email is not verified yet. */
export async function firebaseSignUpUnverified(email = uniqueEmail('user'), password = 'Secret#123'): Promise<FirebaseSession> {
  const { idToken, localId } = await call('accounts:signUp', { email, password, returnSecureToken: true });
  return { email, uid: localId, idToken };
}

/** Email/password sign-in of an existing emulator account. */
export async function firebaseSignIn(email: string, password: string): Promise<FirebaseSession> {
  const { idToken, localId } = await call('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return { email, uid: localId, idToken };
}

/**
 * The profile update the app makes after a photo upload (`updateProfile`) by an email/password
 * account, then a sign-in: its ID token carries the new photo as its `picture`; tokens issued
 * before keep the old one.
 */
export async function firebaseUpdateProfile(
  session: FirebaseSession,
  profile: { displayName?: string; photoUrl?: string },
  password = 'Secret#123',
): Promise<FirebaseSession> {
  const updated = await emulatorFetch(`${EMULATOR}/accounts:update?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ idToken: session.idToken, ...profile }),
  });
  if (!updated.ok) throw new Error(`Auth emulator accounts:update failed: ${await updated.text()}`);
  return firebaseSignIn(session.email, password);
}

/**
 * Makes the account's sessions valid from `secondsAgo` before now (Firebase's `validSince`), as if
 * it had been made that long ago: a token whose sign-in (`auth_time`) is older than its account's
 * `validSince` counts as revoked.
 */
export async function firebaseAccountMadeAgo(uid: string, secondsAgo: number): Promise<void> {
  const updated = await emulatorFetch(`${EMULATOR}/projects/${PROJECT}/accounts:update`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId: uid, validSince: String(Math.floor(Date.now() / 1000) - secondsAgo) }),
  });
  if (!updated.ok) throw new Error(`Auth emulator accounts:update failed: ${await updated.text()}`);
}

/** Google sign-in through the emulator's fake identity provider (sign_in_provider "google.com"). */
export async function firebaseGoogleSignIn(email: string, sub = `google-${randomUUID()}`): Promise<FirebaseSession> {
  const claims = JSON.stringify({ sub, email, email_verified: true });
  const { idToken, localId } = await call('accounts:signInWithIdp', {
    postBody: `id_token=${claims}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
    returnIdpCredential: true,
  });
  return { email, uid: localId, idToken };
}

/**
 * Opens the verification link the emulator "emailed" for this account, as its owner would (the
 * app sends it with `sendEmailVerification`), and signs in again: the new ID token is verified.
 */
export async function firebaseVerifyEmail(session: FirebaseSession, password = 'Secret#123'): Promise<FirebaseSession> {
  const sent = await emulatorFetch(`${EMULATOR}/accounts:sendOobCode?key=fake-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ requestType: 'VERIFY_EMAIL', idToken: session.idToken }),
  });
  if (!sent.ok) throw new Error(`Auth emulator sendOobCode failed: ${await sent.text()}`);
  const listed = await emulatorFetch(`http://127.0.0.1:9099/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes } = (await listed.json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
  const link = oobCodes.filter((code) => code.email === session.email && code.requestType === 'VERIFY_EMAIL').at(-1);
  if (!link) throw new Error(`No verification link for ${session.email}`);
  const opened = await emulatorFetch(link.oobLink);
  if (!opened.ok) throw new Error(`Opening the verification link answered ${opened.status}`);
  return firebaseSignIn(session.email, password);
}
