// Serves one built app. The shell answers every path with index.html (client-side routes);
// remotes allow cross-origin reads, since the shell's page loads their code.
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

const [dir, portText, mode] = process.argv.slice(2);
if (!dir || !portText) {
  console.error('usage: node scripts/serve-app.mjs <dist folder> <port> [spa|remote]');
  process.exit(2);
}

// Files whose names do not change between builds must be revalidated; hashed chunks never change.
const STABLE_NAMES = /(^|\/)(index\.html|main\.js|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|[\w-]+\.json)$/;

const serve = sirv(path.resolve(dir), {
  single: mode === 'spa',
  etag: true,
  gzip: false,
  setHeaders(res, pathname) {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader(
      'Cache-Control',
      STABLE_NAMES.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable',
    );
    if (mode === 'remote') res.setHeader('Access-Control-Allow-Origin', '*');
  },
});

const server = http.createServer((req, res) =>
  serve(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  }),
);
server.listen(Number(portText), '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
