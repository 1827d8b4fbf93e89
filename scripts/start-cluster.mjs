// `npm run start:cluster`: the marketplace as it runs on a server, on this machine. nginx on
// CLUSTER_PORT (default 8080) serves every app's releases and proxies /api/ to API_INSTANCES
// (default 2) API processes on the next ports, which share the machine's PostgreSQL (a database
// of their own), Redis and a local S3 server for photos. Ctrl-C stops everything.
//   --fresh      start from an empty database and photo folder
//   --throwaway  drop the database on stop (the cluster journeys)
import { clusterSettings, s3PortOf, startCluster } from '../deploy/cluster.mjs';
import { AUTH_EMULATOR_PORT, DEMO_ACCOUNTS } from './apps.mjs';
import { buildMissingApps, createSupervisor } from './processes.mjs';

const supervisor = createSupervisor();

try {
  const settings = clusterSettings();
  buildMissingApps();
  const cluster = await startCluster(supervisor, settings, {
    fresh: process.argv.includes('--fresh'),
    throwaway: process.argv.includes('--throwaway'),
  });
  const instances = cluster.instances.map((instance) => instance.port).join(', ');
  console.log(`
  Sell Phones BD (cluster) is running: ${cluster.url}
  Front door: nginx on ${settings.port}, API at ${cluster.url}/api/ (OpenAPI at /api/docs)
  API instances on ${instances}; PostgreSQL database ${settings.database}; Redis ${settings.redisUrl}
  Photos: s3rver on 127.0.0.1:${s3PortOf(settings)}, bucket photos
  Auth emulator: 127.0.0.1:${AUTH_EMULATOR_PORT}   Releases: ${cluster.site}
  Live: ${Object.entries(cluster.live).map(([app, version]) => `${app} ${version}`).join(', ')}
  Demo accounts:
${DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(7)} ${a.email}  ${a.password}`).join('\n')}
  Press Ctrl-C to stop.
`);
} catch (error) {
  console.error(error.message ?? error);
  supervisor.stop(1);
}
