// Serves one built app. The shell answers every path with a page (client-side routes), and its
// policy allows the remotes its remotes.json names now; remotes allow cross-origin reads, since
// the shell's page loads their code.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { remoteOriginsReader } from './remote-origins.mjs';
import { securityHeaders, securityOrigins } from './security-headers.mjs';

const [dir, portText, mode] = process.argv.slice(2);
if (!dir || !portText) {
  console.error('usage: node scripts/serve-app.mjs <dist folder> <port> [spa|remote]');
  process.exit(2);
}

// Chunks named by their content hash never change; everything else (index.html, app.html when it
// answers a client route such as /products/..., main.js, remoteEntry.js, manifests) is revalidated.
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z]+(\.map|\.LICENSE\.txt)?$/;

const remote = mode === 'remote';
const origins = securityOrigins();
const remoteOrigins = remote ? () => [] : remoteOriginsReader(path.resolve(dir, 'remotes.json'));
let current = { key: null, headers: {} };

/** The headers for this request: the shell's follow its remotes.json as it is now. */
function headersNow() {
  const extra = remoteOrigins();
  const key = extra.join(' ');
  if (key !== current.key) {
    current = { key, headers: securityHeaders({ remote, origins: { ...origins, apps: [...origins.apps, ...extra] } }) };
  }
  return current.headers;
}

const serve = sirv(path.resolve(dir), {
  // The shell: `/` is index.html (with the home page's first screen), every other path app.html (the header bar).
  single: mode === 'spa' ? 'app.html' : false,
  etag: true,
  // The build writes .br and .gz copies of the code (scripts/webpack/precompress-plugin.cjs).
  gzip: true,
  brotli: true,
  setHeaders(res, pathname) {
    for (const [name, value] of Object.entries(headersNow())) res.setHeader(name, value);
    res.setHeader(
      'Cache-Control',
      HASHED_NAME.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  },
});

// The shell's runtime configuration is edited in place after a build (README): read on every
// request, since sirv keeps each file's length from when it started.
const RUNTIME_CONFIG = new Set(['/remotes.json', '/app-config.json']);

function sendRuntimeConfig(req, res) {
  readFile(path.resolve(dir, `.${new URL(req.url, 'http://x').pathname}`)).then(
    (body) => {
      for (const [name, value] of Object.entries(headersNow())) res.setHeader(name, value);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(req.method === 'HEAD' ? undefined : body);
    },
    () => notFound(res),
  );
}

function notFound(res) {
  for (const [name, value] of Object.entries(headersNow())) res.setHeader(name, value);
  res.statusCode = 404;
  res.end('Not found');
}

const server = http.createServer((req, res) => {
  if (!remote && RUNTIME_CONFIG.has(new URL(req.url, 'http://x').pathname)) sendRuntimeConfig(req, res);
  else serve(req, res, () => notFound(res));
});
server.listen(Number(portText), '127.0.0.1', () => {
  // With port 0 (tests) the system picks a free port: say which.
  if (process.send) process.send({ port: server.address().port });
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
