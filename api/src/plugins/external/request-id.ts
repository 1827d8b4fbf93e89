import fp from 'fastify-plugin';

/** The request id goes back on every answer, so a user can quote it to support. */
export default fp(async (fastify) => {
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}, { name: 'request-id' });
