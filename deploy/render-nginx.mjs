// Renders the front door's nginx configuration from deploy/nginx/nginx.conf.template: plain
// {{NAME}} placeholders, filled from the cluster's ports and folders. The static files get the
// same Content-Security-Policy and headers as scripts/serve-app.mjs sends (one definition).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { securityHeaders, securityOrigins } from '../scripts/security-headers.mjs';

const TEMPLATE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'nginx/nginx.conf.template');

/** Fills every {{NAME}}; a placeholder without a value is a mistake in the template or here. */
export function fillTemplate(template, values) {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name) => {
    if (!(name in values)) throw new Error(`deploy/nginx template: no value for {{${name}}}`);
    return values[name];
  });
}

/** An nginx quoted string (a `$` would start a variable: no header here has one). */
function quoted(value) {
  if (value.includes('$')) throw new Error(`a header value with $ cannot be written for nginx: ${value}`);
  return `"${value.replace(/[\\"]/g, '\\$&')}"`;
}

/** The browser-facing origins of a front door on `port` (both names people type for this host). */
export function frontDoorOrigins(port) {
  const apps = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
  return securityOrigins({ APP_ORIGINS: apps.join(','), API_URL: `${apps[0]}/api` });
}

/** add_header lines for the shell's and the remotes' files. */
export function staticHeaders(origins) {
  const lines = Object.entries(securityHeaders({ origins })).map(
    ([name, value]) => `add_header ${name} ${quoted(value)} always;`,
  );
  lines.push('add_header Cache-Control $static_cache_control always;');
  return `${lines.join('\n')}\n`;
}

/**
 * @param {object} options
 * @param {string} options.prefix  nginx's own folder (config, logs, temp files, cache, pid)
 * @param {string} options.site  the published files: shell/current, remotes/, config/
 * @param {number} options.port  where the front door listens (127.0.0.1)
 * @param {number[]} options.apiPorts  the API instances
 * @param {number[]} [options.drained]  instances that get no new requests (a rolling restart)
 * @param {string} options.mimeTypes
 * @param {string | null} options.brotliModule
 * @returns {Record<string, string>} file name under the prefix → content
 */
export function renderNginxConfig({ prefix, site, port, apiPorts, drained = [], mimeTypes, brotliModule }) {
  const servers = apiPorts.map(
    (apiPort) =>
      `        server 127.0.0.1:${apiPort} max_fails=1 fail_timeout=3s${drained.includes(apiPort) ? ' down' : ''};`,
  );
  const conf = fillTemplate(readFileSync(TEMPLATE, 'utf8'), {
    LOAD_MODULES: brotliModule ? `load_module ${brotliModule};` : '# brotli: module not installed, gzip copies only',
    BROTLI_STATIC: brotliModule ? 'brotli_static on;' : '',
    PREFIX: prefix,
    SITE: site,
    MIME_TYPES: mimeTypes,
    LISTEN: `127.0.0.1:${port}`,
    API_SERVERS: servers.join('\n'),
  });
  const headers = `# rendered by deploy/render-nginx.mjs\n${staticHeaders(frontDoorOrigins(port))}`;
  return { 'conf/nginx.conf': conf, 'conf/static-headers.conf': headers };
}

/** Writes the configuration and the folders nginx needs; returns the arguments to run it with. */
export function writeNginxConfig(options) {
  const { prefix } = options;
  for (const dir of ['conf', 'logs', 'cache', 'temp/body', 'temp/proxy', 'temp/fastcgi', 'temp/uwsgi', 'temp/scgi']) {
    mkdirSync(path.join(prefix, dir), { recursive: true });
  }
  for (const [file, content] of Object.entries(renderNginxConfig(options))) {
    writeFileSync(path.join(prefix, file), content);
  }
  return nginxArgs(prefix);
}

/** nginx's command line for this prefix; `-e` keeps even start-up errors out of /var/log. */
export const nginxArgs = (prefix) => ['-p', prefix, '-c', path.join(prefix, 'conf/nginx.conf'), '-e', path.join(prefix, 'logs/error.log')];

/** Checks a written configuration with `nginx -t`; throws nginx's own message when it is wrong. */
export function testNginxConfig(nginx, prefix) {
  const result = spawnSync(nginx, ['-t', '-q', ...nginxArgs(prefix)], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`nginx refused the configuration:\n${result.stderr}`);
}
