import fp from 'fastify-plugin';
import { seedCatalogue } from '../../seed/seed-catalogue.ts';
import { seedDemoData } from '../../seed/seed-demo-data.ts';

/**
 * At start: the categories and reviews always; the demo accounts and phones only against the
 * Auth emulator. A demo seeding failure is logged, never fatal: the shop works without it.
 */
export default fp(async (fastify) => {
  const { config } = fastify;
  if (!config.seedOnStart) return;
  await seedCatalogue(fastify.db);
  if (config.firebaseAuthEmulatorHost && config.seedDemoData) {
    try {
      await seedDemoData(fastify.db, fastify.firebase.auth, config.currency);
    } catch (err) {
      fastify.log.warn({ err }, 'demo accounts could not be seeded (is the Auth emulator running?)');
    }
  }
}, { name: 'seed', dependencies: ['config', 'database', 'auth'] });
