// `npm run -s token -- <email> [password]`: an API token (phoneToken) for an account of the local
// Auth emulator, for /docs (Authorize, apiToken) and for a remote's stub shell. It signs in to the
// emulator with the password (a demo account's by default) and exchanges the ID token at GET /jwt.
// The token alone goes to stdout; where to use it goes to stderr.
import { API_PORT, APPS, AUTH_EMULATOR_PORT, DEMO_ACCOUNTS } from './apps.mjs';

const [email, givenPassword] = process.argv.slice(2);
const apiUrl = (process.env.API_URL ?? `http://127.0.0.1:${API_PORT}`).replace(/\/$/, '');
const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${AUTH_EMULATOR_PORT}`;

function fail(message) {
  console.error(message);
  process.exit(1);
}

const account = DEMO_ACCOUNTS.find((demo) => demo.email === email?.toLowerCase());
const password = givenPassword ?? account?.password;
if (!email || !password) {
  fail(
    'Usage: npm run -s token -- <email> [password]   (the password may be left out for a demo account:\n' +
      `  ${DEMO_ACCOUNTS.map((demo) => demo.email).join(', ')})`,
  );
}

async function call(what, url, init) {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    fail(`${what} does not answer at ${new URL(url).host} (${error.cause?.code ?? error.message}): is npm start (or npm run dev) running?`);
  }
}

const signIn = await call(
  'The Auth emulator',
  `http://${emulator}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
  { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }) },
);
const signedIn = await signIn.json();
if (!signIn.ok) fail(`The Auth emulator refused ${email}: ${signedIn.error?.message ?? signIn.status} (wrong password, or no such account: npm run seed makes the demo ones).`);

const exchange = await call('The API', `${apiUrl}/jwt?email=${encodeURIComponent(email)}`, {
  headers: { authorization: `Bearer ${signedIn.idToken}` },
});
const answer = await exchange.json();
if (!exchange.ok) fail(`The API refused the sign-in of ${email}: ${answer.message ?? exchange.status}`);

const token = answer.accessToken;
console.log(token);

// Where it is useful: /docs, and the stub shell of the remote that serves this role's pages.
const lookUp = (path) =>
  fetch(`${apiUrl}${path}${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json());
const [{ isAdmin }, { isSeller }] = await Promise.all([lookUp('/users/admin/'), lookUp('/users/')]);
const role = isAdmin ? 'admin' : isSeller ? 'seller' : 'buyer';
const remote = { buyer: ['buyer', '/dashboard/myOrders'], seller: ['seller', '/dashboard/myProducts'], admin: ['admin', '/dashboard/allBuyers'] }[role];
const port = APPS.find((app) => app.name === remote[0]).port;
console.error(`
API token for ${email}, valid for an hour.
  /docs: ${apiUrl}/docs, Authorize, apiToken: paste it.
  curl:  curl -H "Authorization: Bearer <token>" ${apiUrl}/...
  stub shell (npm run dev -w @sellphones/${remote[0]}-mfe): http://127.0.0.1:${port}${remote[1]}?role=${role}&token=${token}`);
