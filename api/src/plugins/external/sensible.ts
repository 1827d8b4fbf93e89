import sensible from '@fastify/sensible';
import fp from 'fastify-plugin';

/** `fastify.httpErrors.*` and `reply.notFound()` etc.: errors the error handler turns into JSON. */
export default fp(async (fastify) => {
  await fastify.register(sensible);
}, { name: 'sensible' });
