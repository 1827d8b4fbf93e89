/** Where the cluster journeys run the cluster: ports, database, Redis database and folder of their own. */
export const CLUSTER_PORT = 8090;
export const CLUSTER_URL = `http://127.0.0.1:${CLUSTER_PORT}`;
export const CLUSTER_DIR = '.data/cluster-e2e';

export const CLUSTER_E2E_ENV = {
  CLUSTER_PORT: String(CLUSTER_PORT),
  API_INSTANCES: '2',
  CLUSTER_DIR,
  CLUSTER_DATABASE: 'sellphones_cluster_e2e',
  REDIS_URL: 'redis://127.0.0.1:6379/2',
  // Every journey signs in from the same address; the limits are proven by the API and scale tests.
  JWT_RATE_LIMIT_PER_MINUTE: '1000',
};
