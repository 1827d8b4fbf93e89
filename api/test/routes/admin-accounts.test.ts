import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { bookings, categories, payments, products, users } from '../../src/db/schema.ts';
import { likePattern, roleAccountsPage, searchedAccounts } from '../../src/db/admin-accounts.repository.ts';
import { findUserById } from '../../src/db/users.repository.ts';
import { bearer, createAccount, useTestApp, type TestAccount } from '../helper.ts';
import { pagesRead, planOf } from '../support/database-queries.ts';
import { firebaseSignIn } from '../support/firebase-emulator.ts';

const CATEGORY = 'Oppo Phones';

interface AccountRowBody {
  _id: string;
  name: string;
  email: string;
  userPhoto: string | null;
  joinedAt: string;
}
interface AccountPageBody {
  users: AccountRowBody[];
  page: number;
  pageSize: number;
  total: number;
}

async function listAccounts(app: App, path: '/allBuyers' | '/allSellers', token: string, query: Record<string, string> = {}) {
  const response = await app.inject({ method: 'GET', url: path, query, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AccountPageBody>();
}

async function deleteAccount(app: App, id: string, token: string) {
  return app.inject({ method: 'DELETE', url: `/users/delete/${id}`, headers: bearer(token) });
}

/** Accounts that only need to be listed go straight into the table (no Firebase account needed). */
async function insertListedUsers(app: App, role: 'buyer' | 'seller', names: string[], joinedFrom = '2026-01-01T00:00:00Z') {
  const start = Date.parse(joinedFrom);
  const rows = names.map((name, i) => ({
    firebaseUid: `listed-${randomUUID()}`,
    email: `${name.replace(/[^a-z0-9]/gi, '').toLowerCase()}.${randomUUID().slice(0, 6)}@example.test`,
    name,
    role,
    photoUrl: null,
    // One minute apart, so "newest first" is a defined order.
    createdAt: new Date(start + i * 60_000),
  }));
  return app.db.insert(users).values(rows).returning();
}

async function insertPhone(app: App, sellerId: string, fields: Partial<typeof products.$inferInsert> = {}) {
  const [category] = await app.db.select().from(categories).where(eq(categories.name, CATEGORY));
  const [row] = await app.db
    .insert(products)
    .values({
      sellerId,
      categoryId: category!.id,
      name: `Phone ${randomUUID().slice(0, 8)}`,
      imageUrl: '/assets/phone.webp',
      originalPriceCents: 30_000,
      resalePriceCents: 20_000,
      usedYears: 1,
      phone: '01700000000',
      location: 'Dhaka',
      description: 'Works well',
      ...fields,
    })
    .returning();
  return row!;
}

async function insertBooking(app: App, productId: string, buyerId: string, status: 'unpaid' | 'paid') {
  const [row] = await app.db
    .insert(bookings)
    .values({ productId, buyerId, phone: '01800000000', meetingLocation: 'Gulshan', priceCents: 20_000, status })
    .returning();
  return row!;
}

describe('admin accounts', () => {
  const ctx = useTestApp();
  let admin: TestAccount;
  let buyer: TestAccount;
  let seller: TestAccount;

  // After useTestApp's own beforeAll, which builds the app.
  beforeAll(async () => {
    admin = await createAccount(ctx.app, 'admin', 'Admin One');
    buyer = await createAccount(ctx.app, 'buyer', 'Plain Buyer');
    seller = await createAccount(ctx.app, 'seller', 'Plain Seller');
  });

  describe('who may call', () => {
    it('refuses anonymous callers with 401 on all three routes', async () => {
      for (const [method, url] of [
        ['GET', '/allBuyers'],
        ['GET', '/allSellers'],
        ['DELETE', `/users/delete/${randomUUID()}`],
      ] as const) {
        const response = await ctx.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('refuses buyers and sellers with 403 on all three routes, and deletes nothing', async () => {
      const victim = await createAccount(ctx.app, 'buyer', 'Victim Buyer');
      for (const caller of [buyer, seller]) {
        for (const [method, url] of [
          ['GET', '/allBuyers'],
          ['GET', '/allSellers'],
          ['DELETE', `/users/delete/${victim.userId}`],
        ] as const) {
          const response = await ctx.app.inject({ method, url, headers: bearer(caller.accessToken) });
          expect(response.statusCode, `${caller.role} ${method} ${url}`).toBe(403);
          expect(response.json().message).toBe('You are not allowed to do this');
        }
      }
      expect((await findUserById(ctx.app.db, victim.userId))?.disabledAt).toBeNull();
    });
  });

  describe('GET /allBuyers and /allSellers', () => {
    it('lists each role on its own table with only the columns the table shows', async () => {
      const buyers = await listAccounts(ctx.app, '/allBuyers', admin.accessToken, { search: buyer.email });
      expect(buyers.users).toEqual([
        { _id: buyer.userId, name: 'Plain Buyer', email: buyer.email, userPhoto: null, joinedAt: expect.any(String) },
      ]);
      expect(Number.isNaN(Date.parse(buyers.users[0]!.joinedAt))).toBe(false);

      const sellers = await listAccounts(ctx.app, '/allSellers', admin.accessToken, { search: 'plain' });
      const sellerIds = sellers.users.map((u) => u._id);
      expect(sellerIds).toContain(seller.userId);
      expect(sellerIds).not.toContain(buyer.userId);
      expect(sellerIds).not.toContain(admin.userId);
      const everyBuyer = await listAccounts(ctx.app, '/allBuyers', admin.accessToken, { search: 'admin one' });
      expect(everyBuyer.users).toEqual([]);
    });

    it('pages by 20, newest first, with no row on two pages', async () => {
      const token = `Pager${randomUUID().slice(0, 6)}`;
      const inserted = await insertListedUsers(
        ctx.app,
        'buyer',
        Array.from({ length: 25 }, (_, i) => `${token} ${String(i).padStart(2, '0')}`),
      );
      const first = await listAccounts(ctx.app, '/allBuyers', admin.accessToken, { search: token });
      const second = await listAccounts(ctx.app, '/allBuyers', admin.accessToken, { search: token, page: '2' });
      expect(first).toMatchObject({ page: 1, pageSize: 20, total: 25 });
      expect(second).toMatchObject({ page: 2, pageSize: 20, total: 25 });
      expect(first.users).toHaveLength(20);
      expect(second.users).toHaveLength(5);
      const newestFirst = inserted.map((u) => u.id).reverse();
      expect([...first.users, ...second.users].map((u) => u._id)).toEqual(newestFirst);
    });

    it('counts and lists once an account whose name and email both match', async () => {
      const token = `Twice${randomUUID().slice(0, 6)}`;
      // Each email starts with the name's letters and digits, so the token is in both.
      const inserted = await insertListedUsers(ctx.app, 'buyer', Array.from({ length: 30 }, (_, i) => `${token} ${i}`));
      expect(inserted.every((u) => u.email.includes(token.toLowerCase()))).toBe(true);
      const first = await listAccounts(ctx.app, '/allBuyers', admin.accessToken, { search: token });
      const second = await listAccounts(ctx.app, '/allBuyers', admin.accessToken, { search: token, page: '2' });
      expect([first.total, second.total]).toEqual([30, 30]);
      const listed = [...first.users, ...second.users].map((u) => u._id);
      expect(listed).toEqual(inserted.map((u) => u.id).reverse());
    });

    it('keeps the total of a search on a page past its last match', async () => {
      const token = `Beyond${randomUUID().slice(0, 6)}`;
      await insertListedUsers(ctx.app, 'seller', Array.from({ length: 3 }, (_, i) => `${token} ${i}`));
      const third = await listAccounts(ctx.app, '/allSellers', admin.accessToken, { search: token, page: '3' });
      expect(third).toMatchObject({ users: [], page: 3, total: 3 });
      const none = await listAccounts(ctx.app, '/allSellers', admin.accessToken, { search: `${token}-nobody` });
      expect(none).toMatchObject({ users: [], page: 1, total: 0 });
    });

    it('searches many accounts through one index, by a part of a name or of an email', async () => {
      const word = () => randomUUID().slice(0, 8);
      // As people are named: a given name of their own and a family name shared with many others.
      const families = Array.from({ length: 100 }, word);
      const names = Array.from({ length: 10_000 }, (_, i) => `${word()} ${families[i % families.length]}`);
      const inserted = [];
      for (let i = 0; i < names.length; i += 2_000) inserted.push(...(await insertListedUsers(ctx.app, 'buyer', names.slice(i, i + 2_000))));
      // As autovacuum leaves a table at rest: statistics read.
      await ctx.app.db.execute(sql`vacuum analyze users`);

      // A family name: a hundred matches, counted from the trigram index, not by testing every
      // buyer in the newest-first order of the role's own index.
      const family = families[7]!;
      const text = await planOf(ctx.app.db, searchedAccounts(ctx.app.db, { role: 'buyer', pattern: likePattern(family), offset: 0 }));
      expect(text).toMatch(/users_search_text_trgm_idx/);
      expect(text).not.toMatch(/users_admin_table_idx|Seq Scan on users/);
      const byFamily = await listAccounts(ctx.app, '/allBuyers', admin.accessToken, { search: family });
      expect(byFamily.total).toBe(100);
      const newestFirst = inserted
        .filter((u) => u.name.endsWith(family))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? -1 : 1));
      expect(byFamily.users.map((u) => u._id)).toEqual(newestFirst.slice(0, 20).map((u) => u.id));

      const namePart = inserted[1234]!.name.split(' ')[0]!;
      const byName = await listAccounts(ctx.app, '/allBuyers', admin.accessToken, { search: namePart.toUpperCase() });
      expect(byName.users.map((u) => u._id)).toEqual([inserted[1234]!.id]);
      // The email's part after the name's letters: its own random suffix.
      const emailPart = inserted[2345]!.email.split('@')[0]!.slice(-10);
      const byEmail = await listAccounts(ctx.app, '/allBuyers', admin.accessToken, { search: emailPart });
      expect(byEmail.users.map((u) => u._id)).toEqual([inserted[2345]!.id]);
    });

    it('searches as cheaply right after a day of sign-ups as on a table at rest', async () => {
      const word = () => randomUUID().slice(0, 8);
      const signUps = (n: number) => Array.from({ length: n }, () => `${word()} ${word()}`);
      // Enough accounts that a search goes through the trigram index, at rest.
      for (let i = 0; i < 5; i++) await insertListedUsers(ctx.app, 'buyer', signUps(2_000));
      const [sought] = await insertListedUsers(ctx.app, 'buyer', ['Sought Person']);
      await ctx.app.db.execute(sql`vacuum analyze users`);
      const pattern = likePattern(sought!.email.split('@')[0]!);
      const atRest = await pagesRead(ctx.app.db, searchedAccounts(ctx.app.db, { role: 'buyer', pattern, offset: 0 }));
      expect(atRest).toBeGreaterThan(0);

      // The accounts made since the last vacuum, as on a live site between autovacuum's runs.
      for (let i = 0; i < 2; i++) await insertListedUsers(ctx.app, 'buyer', signUps(1_000));
      const afterSignUps = await pagesRead(ctx.app.db, searchedAccounts(ctx.app.db, { role: 'buyer', pattern, offset: 0 }));
      // A pending list of new entries (GIN's fastupdate) would be read whole by every search: one
      // page per dozen accounts, here over a hundred.
      expect(afterSignUps).toBeLessThan(atRest + 20);
      const found = await listAccounts(ctx.app, '/allBuyers', admin.accessToken, { search: sought!.email.split('@')[0]! });
      expect(found.users.map((u) => u._id)).toEqual([sought!.id]);
    });

    it("reads a deep page of a role's table from one index, without joining the table to itself", async () => {
      const joined = await insertListedUsers(
        ctx.app,
        'seller',
        Array.from({ length: 3_000 }, (_, i) => `Deep Seller ${i}`),
        '2098-01-01T00:00:00Z',
      );
      await ctx.app.db.execute(sql`vacuum analyze users`);
      const offset = 2_000;
      const text = await planOf(ctx.app.db, roleAccountsPage(ctx.app.db, { role: 'seller', offset }));
      // Its rows and its OFFSET come from the index alone: a join would plan (and read) twice.
      expect(text).toMatch(/Index Only Scan using users_admin_table_idx/);
      expect(text).not.toMatch(/Join|Nested Loop|Seq Scan/);

      const page = await listAccounts(ctx.app, '/allSellers', admin.accessToken, { page: String(offset / 20 + 1) });
      const newestFirst = joined.map((u) => u.id).reverse();
      expect(page.users.map((u) => u._id)).toEqual(newestFirst.slice(offset, offset + 20));
      expect(page.users[0]).toEqual({
        _id: joined[999]!.id,
        name: 'Deep Seller 999',
        email: joined[999]!.email,
        userPhoto: null,
        joinedAt: joined[999]!.createdAt.toISOString(),
      });
    });

    it("pages a role's whole table with a total that follows sign-ups, role changes and deletions", async () => {
      const activeCount = async (role: 'buyer' | 'seller') => {
        const [row] = await ctx.app.db
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.role, role), isNull(users.disabledAt)));
        return row!.n;
      };
      const totals = async () => ({
        buyers: (await listAccounts(ctx.app, '/allBuyers', admin.accessToken)).total,
        sellers: (await listAccounts(ctx.app, '/allSellers', admin.accessToken)).total,
      });
      const before = await totals();
      expect(before).toEqual({ buyers: await activeCount('buyer'), sellers: await activeCount('seller') });

      // Joined after everyone else: they fill page 1 and start page 2, newest first.
      const joined = await insertListedUsers(
        ctx.app,
        'buyer',
        Array.from({ length: 25 }, (_, i) => `Newcomer ${i}`),
        '2099-01-01T00:00:00Z',
      );
      const newestFirst = joined.map((u) => u.id).reverse();
      const first = await listAccounts(ctx.app, '/allBuyers', admin.accessToken);
      const second = await listAccounts(ctx.app, '/allBuyers', admin.accessToken, { page: '2' });
      expect(first).toMatchObject({ page: 1, pageSize: 20, total: before.buyers + 25 });
      expect(first.users.map((u) => u._id)).toEqual(newestFirst.slice(0, 20));
      expect(second.users.slice(0, 5).map((u) => u._id)).toEqual(newestFirst.slice(20));
      expect(second.users.map((u) => u._id)).not.toContain(first.users[19]!._id);

      const leaving = await createAccount(ctx.app, 'buyer', 'Leaving Buyer');
      expect((await totals()).buyers).toBe(before.buyers + 26);
      expect((await deleteAccount(ctx.app, leaving.userId, admin.accessToken)).statusCode).toBe(200);
      await ctx.app.db.update(users).set({ role: 'seller' }).where(eq(users.id, joined[0]!.id));
      // A change that is neither a role nor a deletion leaves the totals alone.
      await ctx.app.db.update(users).set({ name: 'Renamed Newcomer' }).where(eq(users.id, joined[1]!.id));

      expect(await totals()).toEqual({ buyers: before.buyers + 24, sellers: before.sellers + 1 });
      expect(await totals()).toEqual({ buyers: await activeCount('buyer'), sellers: await activeCount('seller') });
      const firstAfter = await listAccounts(ctx.app, '/allBuyers', admin.accessToken);
      expect(firstAfter.users.map((u) => u._id)).toEqual(newestFirst.filter((id) => id !== joined[0]!.id).slice(0, 20));
    });

    it('searches name or email without case, and treats % and _ as plain characters', async () => {
      const token = `wild${randomUUID().slice(0, 6)}`;
      const [percent, hundred, underscore, plain] = await insertListedUsers(ctx.app, 'seller', [
        `${token} 100% Deals`,
        `${token} 1000 Deals`,
        `${token} under_score`,
        `${token} underXscore`,
      ]);
      const search = async (text: string) =>
        (await listAccounts(ctx.app, '/allSellers', admin.accessToken, { search: text })).users.map((u) => u._id);

      expect(await search(`${token.toUpperCase()} 100%`)).toEqual([percent!.id]);
      expect(await search(`${token} under_`)).toEqual([underscore!.id]);
      expect(new Set(await search(token))).toEqual(new Set([percent!.id, hundred!.id, underscore!.id, plain!.id]));
      // By email: the part before the @ is made from the name.
      expect(await search(plain!.email.slice(0, plain!.email.indexOf('@')).toUpperCase())).toEqual([plain!.id]);
      expect(await search('\\')).toEqual([]);
    });

    it('answers 400 with a readable message for a bad page', async () => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/allBuyers?page=0',
        headers: bearer(admin.accessToken),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/page/);
    });
  });

  describe('DELETE /users/delete/:id', () => {
    it('deletes a seller: sign-in and sessions end, phones leave the listings, open bookings are cancelled, sales stay', async () => {
      const doomed = await createAccount(ctx.app, 'seller', 'Doomed Seller');
      const shopper = await createAccount(ctx.app, 'buyer', 'Shopper');
      const listed = await insertPhone(ctx.app, doomed.userId, { advertisedAt: new Date() });
      const sold = await insertPhone(ctx.app, doomed.userId, { status: 'sold' });
      const openBooking = await insertBooking(ctx.app, listed.id, shopper.userId, 'unpaid');
      await ctx.app.db.update(products).set({ heldByBookingId: openBooking.id, heldUntil: new Date(Date.now() + 600_000) }).where(eq(products.id, listed.id));
      const paidBooking = await insertBooking(ctx.app, sold.id, shopper.userId, 'paid');
      await ctx.app.db.insert(payments).values({
        bookingId: paidBooking.id,
        gateway: 'sandbox',
        gatewayPaymentId: `pi_${randomUUID()}`,
        amountCents: 20_000,
      });

      // Before: the phone is on the category page and the home page, and the seller's token works.
      const categoryBefore = await ctx.app.inject({ method: 'GET', url: `/products/${encodeURIComponent(CATEGORY)}` });
      expect(categoryBefore.json().products.map((p: { _id: string }) => p._id)).toContain(listed.id);
      const advertisedBefore = await ctx.app.inject({ method: 'GET', url: '/advertise' });
      expect(advertisedBefore.json().map((p: { _id: string }) => p._id)).toContain(listed.id);
      const ownLookup = { method: 'GET', url: `/users/${encodeURIComponent(doomed.email)}`, headers: bearer(doomed.accessToken) } as const;
      expect((await ctx.app.inject(ownLookup)).statusCode).toBe(200);

      const response = await deleteAccount(ctx.app, doomed.userId, admin.accessToken);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ deletedCount: 1 });

      // Sessions: the API token issued before is refused at once, and Firebase refuses the password.
      const afterwards = await ctx.app.inject(ownLookup);
      expect(afterwards.statusCode).toBe(401);
      await expect(firebaseSignIn(doomed.email, 'Secret#123')).rejects.toThrow(/USER_DISABLED/);
      const row = await findUserById(ctx.app.db, doomed.userId);
      expect(row?.disabledAt).toBeInstanceOf(Date);
      expect(row?.tokenVersion).toBe(1);

      // The phone left the category page and the home page.
      const categoryAfter = await ctx.app.inject({ method: 'GET', url: `/products/${encodeURIComponent(CATEGORY)}` });
      expect(categoryAfter.json().products.map((p: { _id: string }) => p._id)).not.toContain(listed.id);
      const advertisedAfter = await ctx.app.inject({ method: 'GET', url: '/advertise' });
      expect(advertisedAfter.json().map((p: { _id: string }) => p._id)).not.toContain(listed.id);
      const phones = await ctx.app.db.select().from(products).where(inArray(products.id, [listed.id, sold.id]));
      const listedAfter = phones.find((p) => p.id === listed.id)!;
      const soldAfter = phones.find((p) => p.id === sold.id)!;
      expect(listedAfter).toMatchObject({ advertisedAt: null, heldByBookingId: null, heldUntil: null });
      expect(listedAfter.deletedAt).toBeInstanceOf(Date);
      expect(soldAfter).toMatchObject({ status: 'sold', deletedAt: null });

      // The open booking on it is cancelled; the paid one and its payment stay for the records.
      const bookingRows = await ctx.app.db.select().from(bookings).where(inArray(bookings.id, [openBooking.id, paidBooking.id]));
      expect(bookingRows.find((b) => b.id === openBooking.id)?.status).toBe('cancelled');
      expect(bookingRows.find((b) => b.id === paidBooking.id)?.status).toBe('paid');
      expect(await ctx.app.db.select().from(payments).where(eq(payments.bookingId, paidBooking.id))).toHaveLength(1);

      // Gone from the admin table; a second delete finds nothing.
      const sellers = await listAccounts(ctx.app, '/allSellers', admin.accessToken, { search: doomed.email });
      expect(sellers.users).toEqual([]);
      const again = await deleteAccount(ctx.app, doomed.userId, admin.accessToken);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe('This account was not found.');
    });

    it("deletes a buyer: their open bookings are cancelled and other buyers' are not", async () => {
      const doomed = await createAccount(ctx.app, 'buyer', 'Doomed Buyer');
      const phone = await insertPhone(ctx.app, seller.userId);
      const theirs = await insertBooking(ctx.app, phone.id, doomed.userId, 'unpaid');
      const someoneElses = await insertBooking(ctx.app, phone.id, buyer.userId, 'unpaid');

      const response = await deleteAccount(ctx.app, doomed.userId, admin.accessToken);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deletedCount: 1 });

      const rows = await ctx.app.db.select().from(bookings).where(inArray(bookings.id, [theirs.id, someoneElses.id]));
      expect(rows.find((b) => b.id === theirs.id)?.status).toBe('cancelled');
      expect(rows.find((b) => b.id === someoneElses.id)?.status).toBe('unpaid');
      const [phoneAfter] = await ctx.app.db.select().from(products).where(eq(products.id, phone.id));
      expect(phoneAfter?.deletedAt).toBeNull();
      const buyers = await listAccounts(ctx.app, '/allBuyers', admin.accessToken, { search: doomed.email });
      expect(buyers.users).toEqual([]);
    });

    it('refuses to delete an admin or oneself, and answers 404 for an unknown account', async () => {
      const otherAdmin = await createAccount(ctx.app, 'admin', 'Admin Two');

      const self = await deleteAccount(ctx.app, admin.userId, admin.accessToken);
      expect(self.statusCode).toBe(403);
      expect(self.json().message).toBe('You cannot delete your own account.');

      const peer = await deleteAccount(ctx.app, otherAdmin.userId, admin.accessToken);
      expect(peer.statusCode).toBe(403);
      expect(peer.json().message).toBe('An admin account cannot be deleted.');
      expect((await findUserById(ctx.app.db, otherAdmin.userId))?.disabledAt).toBeNull();
      // The other admin's session still works.
      const stillIn = await ctx.app.inject({ method: 'GET', url: '/allBuyers', headers: bearer(otherAdmin.accessToken) });
      expect(stillIn.statusCode).toBe(200);

      const unknown = await deleteAccount(ctx.app, randomUUID(), admin.accessToken);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('This account was not found.');

      const malformed = await deleteAccount(ctx.app, 'not-an-id', admin.accessToken);
      expect(malformed.statusCode).toBe(400);
    });
  });
});
