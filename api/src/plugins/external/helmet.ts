import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

const helmetOptions = {
  // The apps on other ports load category and product images from the API.
  crossOriginResourcePolicy: { policy: 'cross-origin' as const },
  // Swagger UI at /docs sets its own policy (staticCSP); the rest are JSON and images.
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'none'"],
      imgSrc: ["'self'", 'data:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      scriptSrc: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      frameAncestors: ["'none'"],
    },
  },
};

export default fp(async (fastify) => {
  await fastify.register(helmet, helmetOptions);
}, { name: 'helmet' });
