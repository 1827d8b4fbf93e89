// Cluster mode on one machine: the machine's PostgreSQL (a database of its own) and Redis, a
// local S3-compatible server (s3rver) for photos, API_INSTANCES API processes, and nginx in
// front of them and of every app's releases.
// scripts/start-cluster.mjs runs it for people; the scale tests and the cluster journeys start
// it on their own ports and restart or kill its instances.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import waitOn from 'wait-on';
import { APPS, AUTH_EMULATOR_PORT, FIREBASE_PROJECT_ID } from '../scripts/apps.mjs';
import { portAnswers } from '../scripts/port-answers.mjs';
import { ensureAuthEmulator, node, root } from '../scripts/processes.mjs';
import { ensureNginx } from './ensure-nginx.mjs';
import { localPostgresUrl, postgresServerOf } from './local-postgres.mjs';
import { publishRelease, useRemoteRelease, useShellRelease, writeAppConfig } from './releases.mjs';
import { nginxArgs, testNginxConfig, writeNginxConfig } from './render-nginx.mjs';

/** The cluster's settings from the environment, with the defaults of `npm run start:cluster`. */
export function clusterSettings(env = process.env) {
  const port = Number(env.CLUSTER_PORT ?? 8080);
  const instances = Number(env.API_INSTANCES ?? 2);
  if (!Number.isInteger(port) || port < 1 || port > 65535 - 20) throw new Error(`CLUSTER_PORT must be a port number (got "${env.CLUSTER_PORT}")`);
  if (!Number.isInteger(instances) || instances < 1 || instances > 16) throw new Error(`API_INSTANCES must be a whole number from 1 to 16 (got "${env.API_INSTANCES}")`);
  return {
    port,
    instances,
    clusterDir: path.resolve(root, env.CLUSTER_DIR ?? '.data/cluster'),
    /** The server whose PostgreSQL gets the cluster's own database (this machine's, by default). */
    postgresUrl: env.CLUSTER_POSTGRES_URL ?? localPostgresUrl(),
    database: env.CLUSTER_DATABASE ?? 'sellphones_cluster',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  };
}

/** Instance i (0-based) listens on the front door's port + 1 + i. */
export const apiPortOf = (settings, index) => settings.port + 1 + index;
/** The local S3 server: past the last possible instance (16). */
export const s3PortOf = (settings) => settings.port + 19;
const S3_BUCKET = 'photos';

/** s3rver with the photos bucket, its files under the cluster folder; the API's S3_* settings. */
async function startLocalS3(supervisor, settings, quiet) {
  const port = s3PortOf(settings);
  const directory = path.join(settings.clusterDir, 's3');
  mkdirSync(directory, { recursive: true });
  supervisor.run('s3', node, [path.join(root, 'node_modules/.bin/s3rver'), '--directory', directory, '--address', '127.0.0.1', '--port', String(port), '--configure-bucket', S3_BUCKET, ...(quiet ? ['--silent'] : [])], { quiet });
  await waitOn({ resources: [`tcp:127.0.0.1:${port}`], timeout: 60_000 });
  return {
    S3_BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'us-east-1',
    // s3rver's fixed development keys.
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
}

function databaseUrlOf(postgresUrl, database) {
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs `work` with a client of the cluster's PostgreSQL server (the maintenance database). */
async function onPostgresServer({ postgresUrl, database }, work) {
  if (!/^[a-z_][a-z0-9_]*$/.test(database)) throw new Error(`CLUSTER_DATABASE must be a plain name (got "${database}")`);
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `Cluster mode needs PostgreSQL: ${postgresServerOf(postgresUrl)} did not answer (${error.message}). ` +
        'Start it (Debian: sudo apt-get install -y postgresql && sudo service postgresql start) ' +
        'or set CLUSTER_POSTGRES_URL to a server where this user may create a database.',
      { cause: error },
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates the cluster's database when missing (dropped first with `fresh`). */
async function ensureDatabase(settings, fresh) {
  await onPostgresServer(settings, async (client) => {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${settings.database} WITH (FORCE)`);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [settings.database]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${settings.database}`);
  });
  return databaseUrlOf(settings.postgresUrl, settings.database);
}

const dropDatabase = (settings) =>
  onPostgresServer(settings, (client) => client.query(`DROP DATABASE IF EXISTS ${settings.database} WITH (FORCE)`));

async function ensureRedis(redisUrl) {
  const url = new URL(redisUrl);
  if (!(await portAnswers(Number(url.port || 6379), url.hostname))) {
    throw new Error(
      `Cluster mode needs Redis at ${url.host} (REDIS_URL), for the limits every instance shares. ` +
        'Start it (Debian: sudo apt-get install -y redis-server && sudo service redis-server start) or set REDIS_URL.',
    );
  }
}

/** Publishes the workspace's builds as releases and makes them live, with the API behind the front door on `port`. */
export function publishWorkspaceBuilds(site, port) {
  const live = {};
  for (const app of APPS) {
    const version = publishRelease(site, app.name, path.join(root, app.dir, 'dist'));
    if (app.name === 'shell') useShellRelease(site, version);
    else useRemoteRelease(site, app.name, version);
    live[app.name] = version;
  }
  // The build's runtime configuration, with the API behind the front door (same origin).
  const appConfig = JSON.parse(readFileSync(path.join(root, 'shell/dist/app-config.json'), 'utf8'));
  writeAppConfig(site, { ...appConfig, apiUrl: `http://127.0.0.1:${port}/api` });
  return live;
}

/**
 * Starts everything under `supervisor` (scripts/processes.mjs) and returns the handles the tests use.
 * @param {ReturnType<typeof clusterSettings>} settings
 * `throwaway`: the database is dropped when the supervisor stops (the tests' clusters leave nothing).
 * @param {{ fresh?: boolean, throwaway?: boolean, quiet?: boolean, env?: Record<string,string> }} [options]
 */
export async function startCluster(supervisor, settings, { fresh = false, throwaway = false, quiet = false, env = {} } = {}) {
  const { port, clusterDir } = settings;
  const nginxTools = ensureNginx();
  const sharedDir = path.join(clusterDir, 'shared');
  const site = path.join(clusterDir, 'site');
  const prefix = path.join(clusterDir, 'nginx');
  if (fresh) {
    rmSync(sharedDir, { recursive: true, force: true });
    rmSync(path.join(clusterDir, 's3'), { recursive: true, force: true });
    rmSync(path.join(prefix, 'cache'), { recursive: true, force: true });
  }
  mkdirSync(sharedDir, { recursive: true });

  for (const app of APPS) {
    if (!existsSync(path.join(root, app.dir, 'dist/mf-manifest.json'))) {
      throw new Error(`${app.dir} has no build: run npm run build first`);
    }
  }
  const databaseUrl = await ensureDatabase(settings, fresh);
  if (throwaway) supervisor.onStop(() => dropDatabase(settings));
  await ensureRedis(settings.redisUrl);
  await ensureAuthEmulator(supervisor, clusterDir);
  const s3Env = await startLocalS3(supervisor, settings, quiet);
  const live = publishWorkspaceBuilds(site, port);

  const origin = `http://127.0.0.1:${port}`;
  const apiPorts = Array.from({ length: settings.instances }, (_, index) => apiPortOf(settings, index));
  const instanceEnv = (apiPort, seed) => ({
    // The Auth emulator and the card sandbox: a development cluster, said explicitly (unset is production).
    NODE_ENV: 'development',
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    // Photos go to the local S3 server's bucket; anything else kept on disk to one shared folder.
    DATA_DIR: sharedDir,
    ...s3Env,
    REDIS_URL: settings.redisUrl,
    // The client's address comes from the front door's X-Forwarded-For, and only from it.
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_URL: `${origin}/api`,
    CORS_ORIGINS: `${origin},http://localhost:${port}`,
    FIREBASE_PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${AUTH_EMULATOR_PORT}`,
    // One instance seeds (and migrates) first; the others find the work done.
    SEED_ON_START: seed ? 'true' : 'false',
    ...env,
  });
  const instances = [];
  const startInstance = async (index, seed = false) => {
    const apiPort = apiPorts[index];
    const child = supervisor.run(`api-${index + 1}`, node, ['--enable-source-maps', 'api/src/server.ts'], {
      env: instanceEnv(apiPort, seed),
      quiet,
    });
    instances[index] = { port: apiPort, child };
    await waitOn({ resources: [`http-get://127.0.0.1:${apiPort}/ready`], timeout: 180_000 });
    return instances[index];
  };
  await startInstance(0, true);
  await Promise.all(apiPorts.slice(1).map((_, offset) => startInstance(offset + 1)));

  const nginxOptions = { prefix, site, port, apiPorts, mimeTypes: nginxTools.mimeTypes, brotliModule: nginxTools.brotliModule };
  writeNginxConfig(nginxOptions);
  testNginxConfig(nginxTools.nginx, prefix);
  const nginx = supervisor.run('nginx', nginxTools.nginx, nginxArgs(prefix), { quiet });
  await waitOn({ resources: [`http-get://127.0.0.1:${port}/api/ready`, `http-get://127.0.0.1:${port}/`], timeout: 60_000 });

  /** New configuration, then SIGHUP: new workers take it, old ones finish what they carry. */
  async function reloadNginx(drained = []) {
    writeNginxConfig({ ...nginxOptions, drained });
    testNginxConfig(nginxTools.nginx, prefix);
    process.kill(nginx.pid, 'SIGHUP');
    // The master answers the signal within milliseconds; old workers close once they are idle.
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  return {
    url: origin,
    site,
    live,
    databaseUrl,
    instances,
    nginx,
    /** Stops instance `index` with `signal` (SIGKILL: a crash) without stopping the cluster. */
    async stopInstance(index, signal = 'SIGTERM') {
      await supervisor.end(instances[index].child, signal);
    },
    startInstance: (index) => startInstance(index),
    reloadNginx,
    /**
     * Every instance in turn: taken out of nginx, given time for the requests and keep-alive
     * connections of nginx's old workers to drain, stopped gracefully, started, put back.
     */
    async rollingRestart({ drainMs = 3_000 } = {}) {
      for (let index = 0; index < instances.length; index += 1) {
        await reloadNginx([instances[index].port]);
        await new Promise((resolve) => setTimeout(resolve, drainMs));
        await supervisor.end(instances[index].child, 'SIGTERM');
        await startInstance(index);
        await reloadNginx([]);
      }
    },
  };
}
