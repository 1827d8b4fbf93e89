// The second ceiling: hello-world through the API's own cross-cutting layers (its Fastify options
// with the request log (as the API writes it), helmet's headers, CORS and the request id) without any route's
// work. The catalogue routes against it show what a route costs; hello-world against it shows what
// the layers cost.
import Fastify from 'fastify';
import { fastifyOptions } from '../../api/src/app.ts';
import cors from '../../api/src/plugins/external/cors.ts';
import helmet from '../../api/src/plugins/external/helmet.ts';
import requestId from '../../api/src/plugins/external/request-id.ts';

const port = Number(process.argv[2]);
const config = { logLevel: 'info', corsOrigins: (process.env.CORS_ORIGINS ?? '').split(',').filter(Boolean) };
const app = Fastify(fastifyOptions(config));
await app.register(helmet);
await app.register(cors, { config });
await app.register(requestId);
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port, host: '127.0.0.1' });
const stop = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
