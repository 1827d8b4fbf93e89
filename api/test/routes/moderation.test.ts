import { REPORT_MESSAGES } from '@sellphones/contracts/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, bookings } from '../../src/db/schema.ts';
import { bearer, createAccount, useTestApp, type TestAccount } from '../helper.ts';
import { bookPhone, listPhone, phoneFacts } from '../payments/phone-sale-fixtures.ts';

const REPORT = { reason: 'stolen-or-blocked-imei', text: 'KYD says this IMEI is blocked as stolen.' };

describe('reports, moderation and the audit log', () => {
  const ctx = useTestApp();

  const report = (account: TestAccount, productId: string, body: Record<string, unknown> = REPORT) =>
    ctx.app.inject({ method: 'POST', url: '/reports', headers: bearer(account.accessToken), payload: { productId, ...body } });
  const moderate = (admin: TestAccount, productId: string, action: 'hide' | 'restore' | 'dismiss-reports', reason = 'Reported as stolen; NEIR confirms.') =>
    ctx.app.inject({ method: 'POST', url: `/admin/products/${productId}/${action}`, headers: bearer(admin.accessToken), payload: { reason } });

  it('a signed-in user reports a listing once; not their own; reasons and text are checked', async () => {
    const { productId, seller } = await listPhone(ctx.app);
    const buyer = await createAccount(ctx.app, 'buyer');
    expect((await ctx.app.inject({ method: 'POST', url: '/reports', payload: { productId, ...REPORT } })).statusCode).toBe(401);
    expect((await report(buyer, productId, { reason: 'ugly', text: REPORT.text })).statusCode).toBe(400);
    expect((await report(buyer, productId, { reason: 'scam', text: 'short' })).statusCode).toBe(400);

    expect((await report(buyer, productId)).statusCode).toBe(201);
    const again = await report(buyer, productId, { reason: 'scam', text: 'Asked me to pay by bKash outside the site.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REPORT_MESSAGES.duplicate);
    const own = await report(seller, productId);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(REPORT_MESSAGES.own);
  });

  it('reports are rate-limited per account', async () => {
    const buyer = await createAccount(ctx.app, 'buyer');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const { productId } = await listPhone(ctx.app);
      statuses.push((await report(buyer, productId)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('hiding a reported listing removes it from every list at once, cancels its bookings, tells its seller why, and is logged', async () => {
    const { productId, seller } = await listPhone(ctx.app);
    const { categoryName } = await phoneFacts(ctx.app, productId);
    const [reporter, booker] = [await createAccount(ctx.app, 'buyer'), await createAccount(ctx.app, 'buyer')];
    const admin = await createAccount(ctx.app, 'admin', 'Admin Nasrin');
    await report(reporter, productId);
    const bookingId = await bookPhone(ctx.app, booker, productId);

    const queue = await ctx.app.inject({ method: 'GET', url: '/admin/moderation', headers: bearer(admin.accessToken) });
    expect(queue.json()).toContainEqual(expect.objectContaining({ productId, hidden: false, reports: [expect.objectContaining({ reason: REPORT.reason, reporterEmail: reporter.email })] }));

    const listed = async () => {
      const page = await ctx.app.inject({ method: 'GET', url: `/products/${encodeURIComponent(categoryName)}` });
      const home = await ctx.app.inject({ method: 'GET', url: '/advertise' });
      const ids = [...page.json().products, ...home.json()].map((product: { _id: string }) => product._id);
      return ids.includes(productId);
    };
    expect(await listed()).toBe(true);

    expect((await moderate(admin, productId, 'hide', '')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: `/admin/products/${productId}/hide`, headers: bearer(seller.accessToken), payload: { reason: 'Mine' } })).statusCode).toBe(403);
    const hidden = await moderate(admin, productId, 'hide');
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({ productId, hidden: true, cancelledBookings: 1 });
    expect(await listed()).toBe(false);
    const [booking] = await ctx.app.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId));
    expect(booking?.status).toBe('cancelled');
    const booked = await ctx.app.inject({
      method: 'POST', url: '/bookedProduct', headers: bearer(reporter.accessToken),
      payload: { productId, phone: '01812345678', meetingLocation: 'Uttara' },
    });
    expect(booked.statusCode).toBe(404);
    expect((await report(booker, productId)).statusCode).toBe(404);

    const mine = await ctx.app.inject({ method: 'GET', url: `/myProduct/${encodeURIComponent(seller.email)}`, headers: bearer(seller.accessToken) });
    expect(mine.json().find((product: { _id: string }) => product._id === productId)).toMatchObject({ hiddenReason: 'Reported as stolen; NEIR confirms.' });
    const deleting = await ctx.app.inject({ method: 'DELETE', url: `/product/${productId}`, headers: bearer(seller.accessToken) });
    expect(deleting.statusCode).toBe(409);

    expect((await moderate(admin, productId, 'hide')).statusCode).toBe(409);
    const hiddenQueue = await ctx.app.inject({ method: 'GET', url: '/admin/moderation?show=hidden', headers: bearer(admin.accessToken) });
    expect(hiddenQueue.json()).toContainEqual(expect.objectContaining({ productId, hidden: true, hiddenReason: 'Reported as stolen; NEIR confirms.' }));

    const restored = await moderate(admin, productId, 'restore', 'The seller showed the purchase receipt.');
    expect(restored.statusCode).toBe(200);
    expect(await listed()).toBe(true);
    expect((await moderate(admin, productId, 'restore')).statusCode).toBe(409);

    const log = await ctx.app.inject({ method: 'GET', url: '/admin/audit-log?action=hide-listing', headers: bearer(admin.accessToken) });
    expect(log.json()).toContainEqual(expect.objectContaining({ action: 'hide-listing', subjectId: productId, adminName: 'Admin Nasrin', reason: 'Reported as stolen; NEIR confirms.' }));
    const all = await ctx.app.inject({ method: 'GET', url: '/admin/audit-log', headers: bearer(admin.accessToken) });
    expect(all.json().map((entry: { action: string; subjectId: string }) => entry.subjectId === productId && entry.action)).toContain('restore-listing');
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/audit-log', headers: bearer(seller.accessToken) })).statusCode).toBe(403);
  });

  it('a listing hidden and restored leaves the reported queue until someone reports it again', async () => {
    const { productId } = await listPhone(ctx.app);
    const [first, second] = [await createAccount(ctx.app, 'buyer'), await createAccount(ctx.app, 'buyer')];
    const admin = await createAccount(ctx.app, 'admin');
    const flagged = async () => {
      const queue = await ctx.app.inject({ method: 'GET', url: '/admin/moderation', headers: bearer(admin.accessToken) });
      return queue.json().some((listing: { productId: string }) => listing.productId === productId);
    };
    expect((await report(first, productId)).statusCode).toBe(201);
    expect(await flagged()).toBe(true);
    expect((await moderate(admin, productId, 'hide')).statusCode).toBe(200);
    expect((await moderate(admin, productId, 'restore', 'The seller showed the purchase receipt.')).statusCode).toBe(200);
    expect(await flagged()).toBe(false);

    expect((await report(second, productId)).statusCode).toBe(201);
    expect(await flagged()).toBe(true);
  });

  it('an admin dismisses the reports on a listing that needs no action: it stays on sale and leaves the queue until reported again', async () => {
    const { productId, seller } = await listPhone(ctx.app);
    const { categoryName } = await phoneFacts(ctx.app, productId);
    const [first, second] = [await createAccount(ctx.app, 'buyer'), await createAccount(ctx.app, 'buyer')];
    const admin = await createAccount(ctx.app, 'admin', 'Admin Nasrin');
    const flagged = async () => {
      const queue = await ctx.app.inject({ method: 'GET', url: '/admin/moderation', headers: bearer(admin.accessToken) });
      return queue.json().some((listing: { productId: string }) => listing.productId === productId);
    };
    const dismiss = (reason?: string) => moderate(admin, productId, 'dismiss-reports', reason ?? 'KYD shows the IMEI is clean.');
    const refusal = async (answer: Promise<{ statusCode: number; json(): { message: string } }>) => {
      const answered = await answer;
      return [answered.statusCode, answered.json().message];
    };

    expect(await refusal(dismiss())).toEqual([409, 'This listing has no report waiting.']);
    expect((await report(first, productId)).statusCode).toBe(201);
    expect(await flagged()).toBe(true);
    expect((await dismiss('')).statusCode).toBe(400);
    const bySeller = await ctx.app.inject({
      method: 'POST', url: `/admin/products/${productId}/dismiss-reports`, headers: bearer(seller.accessToken), payload: { reason: 'Nothing wrong' },
    });
    expect(bySeller.statusCode).toBe(403);

    const dismissed = await dismiss();
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json()).toEqual({ productId, hidden: false, cancelledBookings: 0 });
    expect(await flagged()).toBe(false);
    const page = await ctx.app.inject({ method: 'GET', url: `/products/${encodeURIComponent(categoryName)}` });
    expect(page.json().products.map((product: { _id: string }) => product._id)).toContain(productId);
    expect(await refusal(dismiss())).toEqual([409, 'This listing has no report waiting.']);
    const log = await ctx.app.inject({ method: 'GET', url: '/admin/audit-log?action=dismiss-reports', headers: bearer(admin.accessToken) });
    expect(log.json()).toEqual([expect.objectContaining({ subjectId: productId, adminName: 'Admin Nasrin', reason: 'KYD shows the IMEI is clean.' })]);

    // A new report brings it back, with the one already judged still on the record.
    expect((await report(second, productId)).statusCode).toBe(201);
    const queue = await ctx.app.inject({ method: 'GET', url: '/admin/moderation', headers: bearer(admin.accessToken) });
    const listing = queue.json().find((item: { productId: string }) => item.productId === productId);
    expect(listing.reports.map((entry: { reporterEmail: string }) => entry.reporterEmail)).toEqual([second.email, first.email]);

    // A hidden listing is judged by restoring it.
    expect((await moderate(admin, productId, 'hide')).statusCode).toBe(200);
    expect(await refusal(dismiss())).toEqual([409, 'A hidden listing is judged by restoring it or keeping it hidden.']);
  });

  it('deleting an account is written in the audit log with its reason', async () => {
    const admin = await createAccount(ctx.app, 'admin');
    const buyer = await createAccount(ctx.app, 'buyer');
    const deleted = await ctx.app.inject({
      method: 'DELETE', url: `/users/delete/${buyer.userId}?reason=${encodeURIComponent('Fake buyer booking every phone')}`, headers: bearer(admin.accessToken),
    });
    expect(deleted.statusCode).toBe(200);
    const log = await ctx.app.inject({ method: 'GET', url: '/admin/audit-log?action=delete-account', headers: bearer(admin.accessToken) });
    expect(log.json()).toContainEqual(expect.objectContaining({ subjectId: buyer.userId, subjectLabel: buyer.email, reason: 'Fake buyer booking every phone' }));
  });

  it('an account deleted without a reason is logged with none, which the admin app words in its language', async () => {
    const admin = await createAccount(ctx.app, 'admin');
    const buyer = await createAccount(ctx.app, 'buyer');
    const blank = await createAccount(ctx.app, 'buyer');
    expect((await ctx.app.inject({ method: 'DELETE', url: `/users/delete/${buyer.userId}`, headers: bearer(admin.accessToken) })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/users/delete/${blank.userId}?reason=%20%20`, headers: bearer(admin.accessToken) })).statusCode).toBe(200);
    const log = await ctx.app.inject({ method: 'GET', url: '/admin/audit-log?action=delete-account', headers: bearer(admin.accessToken) });
    expect(log.json()).toContainEqual(expect.objectContaining({ subjectId: buyer.userId, reason: '' }));
    expect(log.json()).toContainEqual(expect.objectContaining({ subjectId: blank.userId, reason: '' }));

    // Deletions logged before the log kept no reason carry the API's own English words.
    const older = await createAccount(ctx.app, 'buyer');
    await ctx.app.db.insert(adminAuditLog).values({
      adminId: admin.userId, adminName: 'Admin', adminEmail: admin.email, action: 'delete-account',
      subjectKind: 'account', subjectId: older.userId, subjectLabel: older.email, reason: 'No reason given',
    });
    const again = await ctx.app.inject({ method: 'GET', url: '/admin/audit-log?action=delete-account', headers: bearer(admin.accessToken) });
    expect(again.json()).toContainEqual(expect.objectContaining({ subjectId: older.userId, reason: '' }));
  });
});
