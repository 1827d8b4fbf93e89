import type { Database } from '../../db/database.ts';
import { findBkashToken, saveBkashToken, withBkashTokenLock } from '../../db/bkash-tokens.repository.ts';
import { BkashRefusal, type BkashClient, type GrantedToken } from './bkash-client.ts';

/** A token is renewed when this little of its life is left, so no call goes out with a dying one. */
export const BKASH_TOKEN_RENEW_BEFORE_MS = 5 * 60_000;

export interface BkashTokenOptions {
  db: Database;
  client: BkashClient;
  /** The merchant account the token is for (its username): one row per account. */
  account: string;
  /** Tests move time on; the API uses the clock. */
  now?: () => number;
}

/**
 * bKash's id token, shared by every API instance through the database. Renewed before it expires
 * (by the refresh token, or a new grant when bKash refuses that), by one instance at a time:
 * the others wait on the lock and then use the token it stored.
 */
export class BkashTokenStore {
  readonly #db: Database;
  readonly #client: BkashClient;
  readonly #account: string;
  readonly #now: () => number;

  constructor(options: BkashTokenOptions) {
    this.#db = options.db;
    this.#client = options.client;
    this.#account = options.account;
    this.#now = options.now ?? Date.now;
  }

  /** A token good for the next few minutes. */
  async current(): Promise<string> {
    const stored = await findBkashToken(this.#db, this.#account);
    if (stored && this.#isFresh(stored.expiresAt)) return stored.idToken;
    return this.#renew(undefined);
  }

  /** bKash refused `rejected` (expired early, or replaced): a new one, unless another instance already has it. */
  async renewAfterRejection(rejected: string): Promise<string> {
    return this.#renew(rejected);
  }

  #isFresh(expiresAt: Date): boolean {
    return expiresAt.getTime() - BKASH_TOKEN_RENEW_BEFORE_MS > this.#now();
  }

  async #renew(rejected: string | undefined): Promise<string> {
    return withBkashTokenLock(this.#db, this.#account, async (tx) => {
      const stored = await findBkashToken(tx, this.#account);
      // Another instance renewed it while this one waited for the lock.
      if (stored && stored.idToken !== rejected && this.#isFresh(stored.expiresAt)) return stored.idToken;
      let granted: GrantedToken;
      try {
        granted = stored ? await this.#client.refreshToken(stored.refreshToken) : await this.#client.grantToken();
      } catch (err) {
        // A refresh token bKash no longer takes (expired after its 28 days, or revoked): grant anew.
        if (!(err instanceof BkashRefusal) || !stored) throw err;
        granted = await this.#client.grantToken();
      }
      await saveBkashToken(tx, this.#account, {
        idToken: granted.idToken,
        refreshToken: granted.refreshToken,
        expiresAt: new Date(this.#now() + granted.expiresIn * 1000),
      });
      return granted.idToken;
    });
  }
}
