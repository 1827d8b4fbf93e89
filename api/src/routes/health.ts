import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorBody } from '@sellphones/contracts/schemas';

const Status = Type.Object({ status: Type.String() }, { additionalProperties: false });

/** Liveness (the process answers) and readiness (the database answers). */
const healthRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/health', {
    schema: { tags: ['health'], summary: 'The process is up', response: { 200: Status } },
  }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  fastify.get('/ready', {
    schema: {
      tags: ['health'],
      summary: 'The database is reachable',
      response: { 200: Status, 503: ErrorBody },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await fastify.dbConnection.ping();
    } catch (err) {
      request.log.warn({ err }, 'readiness check failed');
      reply.code(503);
      return {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'The database is not reachable.',
      };
    }
    return { status: 'ready' };
  });
};

export default healthRoutes;
