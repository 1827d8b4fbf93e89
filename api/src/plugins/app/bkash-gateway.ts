import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { BkashClient } from '../../payments/bkash/bkash-client.ts';
import { BkashTokenStore } from '../../payments/bkash/bkash-token.ts';
import { BkashGateway } from '../../payments/bkash-gateway.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** bKash when BKASH_BASE_URL is set (the local stand-in in development), else undefined. */
    bkashGateway: BkashGateway | undefined;
  }
}

export const BKASH_CALLBACK_PATH = '/payments/bkash/callback';

export function createBkashGateway(config: AppConfig, db: Database): BkashGateway | undefined {
  if (!config.bkash) return undefined;
  const client = new BkashClient(config.bkash);
  return new BkashGateway({
    client,
    tokens: new BkashTokenStore({ db, client, account: config.bkash.username }),
    callbackUrl: `${config.publicUrl}${BKASH_CALLBACK_PATH}`,
  });
}

export default fp(async (fastify) => {
  const gateway = createBkashGateway(fastify.config, fastify.db);
  if (gateway && fastify.config.bkash) fastify.log.info({ bkash: fastify.config.bkash.baseUrl }, 'bKash payments are on');
  fastify.decorate('bkashGateway', gateway);
}, { name: 'bkash-gateway', dependencies: ['config', 'database'] });
