// The front door of cluster mode is Debian's nginx. Installs it through apt when it is missing and
// this user can (as scripts/ensure-browser.mjs does for Chromium), with the module that serves the
// build's brotli copies; without that module nginx still serves the gzip copies.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
/** Debian's brotli module (package libnginx-mod-http-brotli-static), loaded when present. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** nginx's table of file extensions and content types (package nginx-common). */
export const MIME_TYPES = '/etc/nginx/mime.types';

const canApt = () => existsSync('/usr/bin/apt-get') && process.getuid?.() === 0;

function aptInstall(packages) {
  console.log(`Installing ${packages.join(', ')} with apt-get (once)...`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** @returns {{ nginx: string, mimeTypes: string, brotliModule: string | null }} */
export function ensureNginx() {
  if (!existsSync(NGINX) || !existsSync(MIME_TYPES)) {
    if (!canApt()) {
      throw new Error(
        `No nginx at ${NGINX}. Install it (Debian/Ubuntu: sudo apt-get install -y nginx ` +
          'libnginx-mod-http-brotli-static) or set NGINX_PATH to an nginx binary. ' +
          'The cluster runs it as your user, on its own port, with its files under .data/cluster.',
      );
    }
    aptInstall(['nginx', 'libnginx-mod-http-brotli-static']);
    if (!existsSync(NGINX)) throw new Error(`apt-get finished but ${NGINX} is still missing`);
  }
  if (!existsSync(BROTLI_STATIC_MODULE) && canApt()) {
    try {
      aptInstall(['libnginx-mod-http-brotli-static']);
    } catch {
      console.warn('The brotli module for nginx could not be installed: serving the gzip copies only.');
    }
  }
  return {
    nginx: NGINX,
    mimeTypes: MIME_TYPES,
    brotliModule: existsSync(BROTLI_STATIC_MODULE) ? BROTLI_STATIC_MODULE : null,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    const found = ensureNginx();
    console.log(`nginx: ${found.nginx}  brotli: ${found.brotliModule ?? 'not installed (gzip only)'}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
