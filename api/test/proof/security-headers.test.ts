import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helper.ts';

// The browser's side of security: the static servers' Content-Security-Policy and friends
// (scripts/security-headers.mjs, sent by scripts/serve-app.mjs), and the API's own helmet headers.

const SCRIPTS = path.resolve(import.meta.dirname, '..', '..', '..', 'scripts');

interface Origins {
  apps: string[];
  api: string[];
  emulator: string[];
}
interface SecurityHeadersModule {
  securityOrigins(env?: Record<string, string | undefined>): Origins;
  contentSecurityPolicy(origins?: Origins): string;
  securityHeaders(options?: { remote?: boolean; origins?: Origins }): Record<string, string>;
}
const { securityOrigins, contentSecurityPolicy, securityHeaders } = (await import(
  pathToFileURL(path.join(SCRIPTS, 'security-headers.mjs')).href
)) as SecurityHeadersModule;

/** "a b; c d e" as { a: ['b'], c: ['d', 'e'] } */
function directivesOf(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

const APP_ORIGINS = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`]);

describe('Content-Security-Policy of the shell and the remotes', () => {
  const csp = directivesOf(contentSecurityPolicy(securityOrigins({})));

  it("runs script only from the five apps and Stripe.js, and the first screen's one inline script by its hash", () => {
    const hashes = csp['script-src']!.filter((source) => source.startsWith("'sha256-"));
    expect(hashes).toEqual([expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)]);
    expect(csp['script-src']!.filter((source) => !hashes.includes(source)).sort()).toEqual(
      ["'self'", ...APP_ORIGINS, 'https://apis.google.com', 'https://js.stripe.com'].sort(),
    );
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });

  it('connects only to the API, the Auth emulator, Firebase, the remotes and Stripe', () => {
    expect(csp['connect-src']!.sort()).toEqual(
      [
        "'self'",
        'http://127.0.0.1:4000',
        'http://localhost:4000',
        'http://127.0.0.1:9099',
        ...APP_ORIGINS,
        'https://*.googleapis.com',
        'https://api.stripe.com',
      ].sort(),
    );
  });

  it('frames only Stripe and the sign-in helper; images from the API, imgbb and Google profiles', () => {
    expect(csp['frame-src']!.sort()).toEqual(
      ['https://js.stripe.com', 'https://hooks.stripe.com', 'http://127.0.0.1:9099', 'https://*.firebaseapp.com'].sort(),
    );
    expect(csp['img-src']).toEqual(expect.arrayContaining(['http://127.0.0.1:4000', 'https://i.ibb.co', 'https://*.googleusercontent.com']));
    // styled-components writes style elements at run time; nothing else is inline.
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('no source allows everything, and nothing allows eval or inline script', () => {
    const all = Object.values(csp).flat();
    expect(all).not.toContain('*');
    expect(all).not.toContain("'unsafe-eval'");
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(all.filter((source) => source.startsWith('http:'))).toEqual(
      all.filter((source) => /^http:\/\/(127\.0\.0\.1|localhost):\d+$/.test(source)),
    );
  });

  it('follows the deployment: API_URL, APP_HOSTS, and no emulator in production', () => {
    const production = directivesOf(
      contentSecurityPolicy(securityOrigins({ API_URL: 'https://api.sellphones.example/', APP_HOSTS: 'shop.example', FIREBASE_AUTH_EMULATOR_URL: '' })),
    );
    expect(production['connect-src']).toContain('https://api.sellphones.example');
    expect(production['connect-src']).toContain('http://shop.example:3001');
    expect(production['connect-src']).not.toContain('http://127.0.0.1:9099');
    expect(production['frame-src']).not.toContain('http://127.0.0.1:9099');
    expect(production['img-src']).toContain('https://api.sellphones.example');
  });
});

describe('scripts/serve-app.mjs sends the headers', () => {
  let folder: string;
  const servers: ChildProcess[] = [];

  async function serve(mode: 'spa' | 'remote'): Promise<string> {
    const child = fork(path.join(SCRIPTS, 'serve-app.mjs'), [folder, '0', mode], { stdio: 'ignore' });
    servers.push(child);
    const [message] = (await once(child, 'message')) as [{ port: number }];
    return `http://127.0.0.1:${message.port}`;
  }

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'serve-app-'));
    await writeFile(path.join(folder, 'index.html'), '<!doctype html><title>home</title><script defer src="/main.js"></script>');
    await writeFile(path.join(folder, 'app.html'), '<!doctype html><title>app</title><script defer src="/main.js"></script>');
    await writeFile(path.join(folder, 'mf-manifest.json'), JSON.stringify({ id: 'storefront' }));
    await writeFile(path.join(folder, '150.db8bfb75.js'), 'console.log(1)');
  });
  afterAll(async () => {
    for (const child of servers) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await once(child, 'exit');
      }
    }
    await rm(folder, { recursive: true, force: true });
  });

  it('the shell: index.html at /, app.html for every other client route, with the policy and no CORS', async () => {
    const origin = await serve('spa');
    const pages: Array<[url: string, page: string]> = [
      [`${origin}/`, 'home'],
      [`${origin}/products/Oppo%20Phones`, 'app'],
    ];
    for (const [url, page] of pages) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`<title>${page}</title>`);
      expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it("a remote: the shell's page may read its manifest across origins", async () => {
    const origin = await serve('remote');
    const response = await fetch(`${origin}/mf-manifest.json`, { headers: { origin: 'http://127.0.0.1:3000' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ id: 'storefront' });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const missing = await fetch(`${origin}/nothing.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
    expect(securityHeaders({ remote: true })['Access-Control-Allow-Origin']).toBe('*');
    // A chunk named by its content hash is cached for good; the manifest is revalidated.
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(`${origin}/150.db8bfb75.js`);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe("the shell's policy follows its remotes.json", () => {
  it('allows script and manifest reads from the origins remotes.json names now, without a restart', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'serve-shell-'));
    await writeFile(path.join(folder, 'app.html'), '<!doctype html><title>app</title>');
    const remotes = (seller: string) =>
      writeFile(path.join(folder, 'remotes.json'), JSON.stringify({ storefront: 'http://127.0.0.1:3001/mf-manifest.json', seller, admin: "'unsafe-inline'" }));
    await remotes('https://seller.example.com/mf-manifest.json');
    const child = fork(path.join(SCRIPTS, 'serve-app.mjs'), [folder, '0', 'spa'], { stdio: 'ignore' });
    try {
      const [message] = (await once(child, 'message')) as [{ port: number }];
      const policyNow = async () => directivesOf((await fetch(`http://127.0.0.1:${message.port}/dashboard/addProduct`)).headers.get('content-security-policy')!);

      const first = await policyNow();
      expect(first['script-src']).toContain('https://seller.example.com');
      expect(first['connect-src']).toContain('https://seller.example.com');

      // The documented way to ship one remote: point remotes.json at its new origin.
      await remotes('https://seller-release-2.example.com/mf-manifest.json');
      const next = await policyNow();
      expect(next['script-src']).toContain('https://seller-release-2.example.com');
      expect(next['connect-src']).toContain('https://seller-release-2.example.com');
      expect(next['script-src']).not.toContain('https://seller.example.com');
      // The page reads the edited file whole (a longer file than the server started with).
      const served = await fetch(`http://127.0.0.1:${message.port}/remotes.json`);
      expect(await served.json()).toMatchObject({ seller: 'https://seller-release-2.example.com/mf-manifest.json' });
      expect(served.headers.get('cache-control')).toBe('no-cache');
      expect(served.headers.get('content-security-policy')).toContain('https://seller-release-2.example.com');
      // Only http(s) origins are taken from the file: nothing that widens the policy otherwise.
      expect(next['script-src']).not.toContain("'unsafe-inline'");
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe("the API's own headers", () => {
  const ctx = useTestApp();

  it('JSON that cannot be sniffed, framed or run, and no x-powered-by', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/categories' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // The apps on other origins show the API's images.
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('the same headers on error answers', async () => {
    const errors: Array<[url: string, status: number]> = [
      ['/no-such-page', 404],
      ['/bookedProduct/demo.buyer@sellphones.test', 401],
    ];
    for (const [url, status] of errors) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(status);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    }
  });

  it('lets only the five apps read answers from a browser', async () => {
    const allowed = await ctx.app.inject({ method: 'GET', url: '/categories', headers: { origin: 'http://127.0.0.1:3002' } });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3002');
    expect(allowed.headers['access-control-expose-headers']).toBe('x-request-id, retry-after');
    const stranger = await ctx.app.inject({ method: 'GET', url: '/categories', headers: { origin: 'https://evil.example' } });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
    expect(stranger.headers['access-control-expose-headers']).toBeUndefined();
    // A caller that is not a browser page gets its answer, without CORS headers it has no use for.
    const script = await ctx.app.inject({ method: 'GET', url: '/categories' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['access-control-expose-headers']).toBeUndefined();
  });
});
