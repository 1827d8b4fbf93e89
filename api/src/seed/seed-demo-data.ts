import type { Auth } from 'firebase-admin/auth';
import type { Currency } from '@sellphones/contracts';
import type { Database } from '../db/database.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoProducts } from './demo-products.ts';

/** Demo accounts (emulator + database) and the demo seller's phones, priced in `currency`. Idempotent. */
export async function seedDemoData(db: Database, auth: Auth, currency?: Currency): Promise<void> {
  const accounts = await seedDemoAccounts(db, auth);
  await seedDemoProducts(db, accounts.seller.id, currency);
}
