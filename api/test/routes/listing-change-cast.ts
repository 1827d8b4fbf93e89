import { beforeAll } from 'vitest';
import { createAccount, type TestAccount, type useTestApp } from '../helper.ts';

export interface ListingChangeCast {
  /** The phone's seller, the only one who may change it. */
  seller: TestAccount;
  otherSeller: TestAccount;
  buyer: TestAccount;
  admin: TestAccount;
}

/** Who may change a listing and who may not; filled in before the suite's tests run. */
export function useListingChangeCast(ctx: ReturnType<typeof useTestApp>): ListingChangeCast {
  const cast = {} as ListingChangeCast;
  beforeAll(async () => {
    [cast.seller, cast.otherSeller, cast.buyer, cast.admin] = await Promise.all([
      createAccount(ctx.app, 'seller'),
      createAccount(ctx.app, 'seller'),
      createAccount(ctx.app, 'buyer'),
      createAccount(ctx.app, 'admin'),
    ]);
  });
  return cast;
}
