// The browser security headers of the built apps (scripts/serve-app.mjs): a Content-Security-Policy
// that lets the page reach exactly the five apps, the API, Firebase sign-in (or its emulator) and
// Stripe, and nothing else. Pure: the test computes the same headers the server sends.
import { createRequire } from 'node:module';
import { APPS, API_PORT, AUTH_EMULATOR_PORT } from './apps.mjs';

const { firstScreenScriptHash } = createRequire(import.meta.url)('./webpack/first-screen-language.cjs');

/** Hosts the apps are opened on: the runtime config names 127.0.0.1, people type localhost. */
const DEFAULT_HOSTS = ['127.0.0.1', 'localhost'];

const originOf = (url) => new URL(url).origin;

/**
 * Where the apps, the API and the Auth emulator live. Environment variables override the
 * defaults of a local run: APP_HOSTS (comma-separated), or APP_ORIGINS (comma-separated full
 * origins, for apps that are not on the standard ports, such as the bench's), API_URL,
 * FIREBASE_AUTH_EMULATOR_URL (empty to leave the emulator out, as in production).
 */
export function securityOrigins(env = process.env) {
  const list = (text) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  const hosts = list(env.APP_HOSTS ?? DEFAULT_HOSTS.join(','));
  const apps = env.APP_ORIGINS
    ? list(env.APP_ORIGINS).map(originOf)
    : APPS.flatMap((app) => hosts.map((host) => `http://${host}:${app.port}`));
  const api = env.API_URL ? [originOf(env.API_URL)] : hosts.map((host) => `http://${host}:${API_PORT}`);
  const emulatorUrl = env.FIREBASE_AUTH_EMULATOR_URL ?? `http://127.0.0.1:${AUTH_EMULATOR_PORT}`;
  const emulator = emulatorUrl ? [originOf(emulatorUrl)] : [];
  return { apps, api, emulator };
}

const STRIPE_JS = 'https://js.stripe.com';

/** The policy for the shell and the remotes (a remote opened on its own runs the same code). */
export function contentSecurityPolicy(origins = securityOrigins()) {
  const { apps, api, emulator } = origins;
  const directives = {
    'default-src': ["'self'"],
    // Module Federation loads each remote's remoteEntry.js and chunks with script tags;
    // Firebase's popup sign-in (Google) loads Google's gapi loader from apis.google.com;
    // and the home page's first screen shows a Bangla reader's words before any code loads.
    'script-src': ["'self'", ...apps, 'https://apis.google.com', STRIPE_JS, firstScreenScriptHash()],
    // The shell fetches each remote's mf-manifest.json; Firebase Auth talks to googleapis.com.
    'connect-src': ["'self'", ...api, ...emulator, ...apps, 'https://*.googleapis.com', 'https://api.stripe.com'],
    // Phone photos from the API (or imgbb), Google profile photos.
    'img-src': ["'self'", 'data:', 'blob:', ...api, 'https://i.ibb.co', 'https://*.googleusercontent.com'],
    // styled-components writes its rules into <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'", 'data:'],
    // Stripe Elements' card field, and Firebase's sign-in helper frame (the emulator's in tests).
    'frame-src': [STRIPE_JS, 'https://hooks.stripe.com', ...emulator, 'https://*.firebaseapp.com'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * Every header the static server adds. `remote`: the shell on another origin reads the remote's
 * files, so they allow any origin to read them (they are public code, sent without cookies).
 */
export function securityHeaders({ remote = false, origins = securityOrigins() } = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Google sign-in opens a popup that reports back to its opener: popups keep their opener.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
    ...(remote ? { 'Access-Control-Allow-Origin': '*' } : {}),
  };
}
