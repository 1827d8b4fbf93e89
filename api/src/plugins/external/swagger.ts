import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/** OpenAPI from the same TypeBox schemas the routes validate with; browsable at /docs. */
export default fp(async (fastify) => {
  await fastify.register(swagger, {
    openapi: {
      info: {
        title: 'Sell Phones BD API',
        description: 'Catalogue, accounts, bookings, payments and images of the Sell Phones BD marketplace.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          apiToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The API token from GET /jwt' },
          firebaseIdToken: { type: 'http', scheme: 'bearer', description: 'A Firebase ID token' },
        },
      },
    },
  });
  await fastify.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}, { name: 'swagger' });
