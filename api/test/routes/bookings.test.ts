import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BD_PHONE_MESSAGES } from '@sellphones/contracts';
import { bookings, categories, products } from '../../src/db/schema.ts';
import { bearer, createAccount, useTestApp, type TestAccount } from '../helper.ts';

describe('POST /bookedProduct', () => {
  const ctx = useTestApp();
  let seller: TestAccount;
  let buyer: TestAccount;
  let admin: TestAccount;
  let categoryId: string;

  beforeAll(async () => {
    [seller, buyer, admin] = await Promise.all([
      createAccount(ctx.app, 'seller'),
      createAccount(ctx.app, 'buyer', 'Karim Buyer'),
      createAccount(ctx.app, 'admin'),
    ]);
    const [category] = await ctx.app.db.select().from(categories).where(eq(categories.name, 'Vivo Phones'));
    categoryId = category!.id;
  });

  async function addPhone(overrides: Partial<typeof products.$inferInsert> = {}): Promise<string> {
    const [row] = await ctx.app.db
      .insert(products)
      .values({
        sellerId: seller.userId,
        categoryId,
        name: 'Vivo V27',
        imageUrl: '/assets/products/vivo-v27.svg',
        originalPriceCents: 40_000,
        resalePriceCents: 27_550,
        usedYears: 1,
        phone: '01811-111111',
        location: 'Uttara, Dhaka',
        description: 'Good battery.',
        ...overrides,
      })
      .returning({ id: products.id });
    return row!.id;
  }

  const book = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'POST', url: '/bookedProduct', headers: bearer(token), payload });

  const valid = (productId: string) => ({ productId, phone: '01912345678', meetingLocation: 'Uttara Sector 7' });

  it('books an available phone at the listed price, whatever price and names the client sends', async () => {
    const productId = await addPhone();
    const response = await book(buyer.accessToken, {
      ...valid(productId),
      productPrice: 1,
      productName: 'Free phone',
      userName: 'Someone Else',
      email: 'someone@else.test',
      categoryName: 'Oppo Phones',
      productImage: 'http://evil.test/x.png',
    });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body.acknowledged).toBe(true);
    const [saved] = await ctx.app.db.select().from(bookings).where(eq(bookings.id, body.insertedId));
    expect(saved).toMatchObject({
      productId,
      buyerId: buyer.userId,
      priceCents: 27_550,
      phone: '+8801912345678',
      meetingLocation: 'Uttara Sector 7',
      status: 'unpaid',
    });
  });

  it('stores a Bangladeshi mobile number typed with +880, spaces or dashes as E.164', async () => {
    // A buyer of its own: these bookings stay open and count towards the other tests' limits.
    const numberBuyer = await createAccount(ctx.app, 'buyer');
    for (const [typed, stored] of [
      ['+880 1712-345678', '+8801712345678'],
      ['01812 345 678', '+8801812345678'],
      ['8801312345678', '+8801312345678'],
    ] as const) {
      const productId = await addPhone();
      const response = await book(numberBuyer.accessToken, { ...valid(productId), phone: typed });
      expect(response.statusCode, typed).toBe(201);
      const [saved] = await ctx.app.db.select().from(bookings).where(eq(bookings.id, response.json().insertedId));
      expect(saved!.phone).toBe(stored);
    }
  });

  it('refuses a number that is not a Bangladeshi mobile number, saying what one looks like', async () => {
    const numberBuyer = await createAccount(ctx.app, 'buyer');
    const productId = await addPhone();
    for (const phone of ['01212345678', '02-9876543210', '+14155552671', '017123456789']) {
      const response = await book(numberBuyer.accessToken, { ...valid(productId), phone });
      expect(response.statusCode, phone).toBe(400);
      expect(response.json().message).toBe(BD_PHONE_MESSAGES.invalid);
      const rows = await ctx.app.db.select().from(bookings).where(eq(bookings.productId, productId));
      expect(rows).toHaveLength(0);
    }
  });

  it('refuses a second open booking of the same phone by the same buyer with 409', async () => {
    const productId = await addPhone();
    expect((await book(buyer.accessToken, valid(productId))).statusCode).toBe(201);
    const again = await book(buyer.accessToken, valid(productId));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You have already booked this phone. See My Orders.');
    // Its stable code: the apps show the refusal in the reader's language by it.
    expect(again.json().code).toBe('BOOKING_DUPLICATE');
    const rows = await ctx.app.db.select().from(bookings).where(eq(bookings.productId, productId));
    expect(rows).toHaveLength(1);
  });

  it('lets another buyer book the same phone', async () => {
    const productId = await addPhone();
    const other = await createAccount(ctx.app, 'buyer');
    expect((await book(buyer.accessToken, valid(productId))).statusCode).toBe(201);
    expect((await book(other.accessToken, valid(productId))).statusCode).toBe(201);
  });

  it('refuses a sold phone with 409', async () => {
    const productId = await addPhone({ status: 'sold' });
    const response = await book(buyer.accessToken, valid(productId));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('This phone has already been sold.');
  });

  it("refuses the caller's own phone with 409", async () => {
    // A buyer whose phone is listed (an account that sold before): the API checks ownership itself.
    const productId = await addPhone({ sellerId: buyer.userId });
    const response = await book(buyer.accessToken, valid(productId));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('You cannot book your own phone.');
  });

  it('answers 404 for an unknown, deleted or hidden phone', async () => {
    const deleted = await addPhone({ deletedAt: new Date() });
    const hidden = await addPhone({ status: 'hidden' });
    for (const productId of [deleted, hidden, '00000000-0000-4000-8000-000000000000']) {
      const response = await book(buyer.accessToken, valid(productId));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('This phone is no longer listed.');
    }
  });

  it('refuses sellers and admins with 403, and anonymous callers with 401', async () => {
    const productId = await addPhone();
    expect((await book(seller.accessToken, valid(productId))).statusCode).toBe(403);
    expect((await book(admin.accessToken, valid(productId))).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/bookedProduct', payload: valid(productId) });
    expect(anonymous.statusCode).toBe(401);
    const rows = await ctx.app.db.select().from(bookings).where(eq(bookings.productId, productId));
    expect(rows).toHaveLength(0);
  });

  it('refuses invalid bookings with a readable 400', async () => {
    const productId = await addPhone();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...valid(productId), phone: '0191234' }, /^phone must be at least 11 characters/],
      [{ productId, phone: '01912345678' }, /^meetingLocation is required/],
      [{ ...valid(productId), meetingLocation: '   ' }, /^Enter your location for meeting$/],
      [{ ...valid(productId), productId: 'abc' }, /^productId must be a valid id/],
      [{ ...valid(productId), paid: true }, /^paid is not allowed here/],
    ];
    for (const [payload, message] of cases) {
      const response = await book(buyer.accessToken, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
  });
});
