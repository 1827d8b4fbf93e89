// The bKash stand-in on its own port, for `npm start` and `npm run dev`: never in production.
//   PORT (4010), HOST (127.0.0.1)
import { BkashStandIn, STANDIN_PORT } from './server.ts';

if (process.env.NODE_ENV !== 'development' && process.env.NODE_ENV !== 'test') {
  console.error('The bKash stand-in runs only with NODE_ENV=development or test: it takes a published test wallet.');
  process.exit(1);
}

const standIn = new BkashStandIn({ port: Number(process.env.PORT ?? STANDIN_PORT), host: process.env.HOST ?? '127.0.0.1' });
const baseUrl = await standIn.start();
console.log(`bKash stand-in: ${baseUrl} (wallet 01770618575, OTP 123456, PIN 12121)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void standIn.stop().then(() => process.exit(0));
  });
}
