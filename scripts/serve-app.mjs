// Serves one built app. The shell answers every path with a page (client-side routes);
// remotes allow cross-origin reads, since the shell's page loads their code.
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { securityHeaders } from './security-headers.mjs';

const [dir, portText, mode] = process.argv.slice(2);
if (!dir || !portText) {
  console.error('usage: node scripts/serve-app.mjs <dist folder> <port> [spa|remote]');
  process.exit(2);
}

// Chunks named by their content hash never change; everything else (index.html, app.html when it
// answers a client route such as /products/..., main.js, remoteEntry.js, manifests) is revalidated.
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z]+(\.map|\.LICENSE\.txt)?$/;

const headers = securityHeaders({ remote: mode === 'remote' });

const serve = sirv(path.resolve(dir), {
  // The shell: `/` is index.html (with the home page's first screen), every other path app.html.
  single: mode === 'spa' ? 'app.html' : false,
  etag: true,
  // The build writes .br and .gz copies of the code (scripts/webpack/precompress-plugin.cjs).
  gzip: true,
  brotli: true,
  setHeaders(res, pathname) {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.setHeader(
      'Cache-Control',
      HASHED_NAME.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  },
});

const server = http.createServer((req, res) =>
  serve(req, res, () => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.statusCode = 404;
    res.end('Not found');
  }),
);
server.listen(Number(portText), '127.0.0.1', () => {
  // With port 0 (tests) the system picks a free port: say which.
  if (process.send) process.send({ port: server.address().port });
});
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
