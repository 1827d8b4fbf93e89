import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** The artwork shipped with the API (category and review images, demo phones). */
export const ASSETS_DIR = path.resolve(import.meta.dirname, '..', '..', '..', 'assets');

/**
 * `reply.sendFile(name, folder, options)` for the files the API serves from disk (artwork, and
 * photos on local disk): content type, ETag, Last-Modified, 304 and Range come from
 * @fastify/static. No route of its own (`serve: false`): each route checks its names first.
 * A missing file is answered by the 404 handler.
 */
export default fp(async (fastify) => {
  await fastify.register(fastifyStatic, { root: ASSETS_DIR, serve: false });
}, { name: 'static-files' });
