import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog } from '../../src/db/schema.ts';
import type { SandboxGateway } from '../../src/payments/sandbox-gateway.ts';
import { bearer, createAccount, useTestApp } from '../helper.ts';
import { handedOverDaysAgo, orderStep, paidOrder, readOrder } from './paid-order-fixtures.ts';

const PROBLEM = { reason: 'blocked-by-neir', text: 'The phone shows no network: KYD says the IMEI is blocked.' };

describe('a problem reported after handover, resolved by an admin', () => {
  const ctx = useTestApp();

  async function handedOver() {
    const order = await paidOrder(ctx.app);
    await orderStep(ctx.app, order.seller, order.orderId, 'handover', { deregistered: true });
    return order;
  }

  it('the buyer reports a problem within 3 days of handover, not before handover, not after', async () => {
    const before = await paidOrder(ctx.app);
    expect((await orderStep(ctx.app, before.buyer, before.orderId, 'problem', PROBLEM)).statusCode).toBe(409);

    const late = await handedOver();
    await handedOverDaysAgo(ctx.app, late.orderId, 4);
    const refused = await orderStep(ctx.app, late.buyer, late.orderId, 'problem', PROBLEM);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('A problem can be reported only within 3 days of the handover.');

    const { orderId, buyer, seller } = await handedOver();
    expect((await orderStep(ctx.app, seller, orderId, 'problem', PROBLEM)).statusCode).toBe(403);
    expect((await orderStep(ctx.app, buyer, orderId, 'problem', { reason: 'stolen', text: PROBLEM.text })).statusCode).toBe(400);
    const opened = await orderStep(ctx.app, buyer, orderId, 'problem', PROBLEM);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ stage: 'in_dispute', canConfirmReceipt: false, dispute: { reason: 'blocked-by-neir' } });
    expect((await readOrder(ctx.app, seller, orderId)).json().stage).toBe('in_dispute');
  });

  it('the admin queue lists the dispute with both contacts; a refund goes through the gateway and into the audit log', async () => {
    const { orderId, buyer, seller } = await handedOver();
    await orderStep(ctx.app, buyer, orderId, 'problem', PROBLEM);
    const admin = await createAccount(ctx.app, 'admin', 'Admin Ayesha');

    expect((await ctx.app.inject({ method: 'GET', url: '/admin/disputes', headers: bearer(buyer.accessToken) })).statusCode).toBe(403);
    const queue = await ctx.app.inject({ method: 'GET', url: '/admin/disputes', headers: bearer(admin.accessToken) });
    expect(queue.json()).toContainEqual(
      expect.objectContaining({ orderId, stage: 'in_dispute', buyerEmail: buyer.email, sellerEmail: seller.email, sellerPhone: '01712345678' }),
    );

    const noReason = await ctx.app.inject({
      method: 'POST', url: `/admin/disputes/${orderId}/resolve`, headers: bearer(admin.accessToken), payload: { outcome: 'refund' },
    });
    expect(noReason.statusCode).toBe(400);
    const refundSpy = ctx.app.paymentGateway as SandboxGateway;
    const refunds: string[] = [];
    const original = refundSpy.refund.bind(refundSpy);
    refundSpy.refund = async (intentId: string) => {
      refunds.push(intentId);
      return original(intentId);
    };
    try {
      const resolved = await ctx.app.inject({
        method: 'POST', url: `/admin/disputes/${orderId}/resolve`, headers: bearer(admin.accessToken),
        payload: { outcome: 'refund', reason: 'NEIR confirms the IMEI is blocked.' },
      });
      expect(resolved.statusCode).toBe(200);
      expect(resolved.json()).toMatchObject({ stage: 'refunded', dispute: { outcome: 'refund', resolution: 'NEIR confirms the IMEI is blocked.' } });
    } finally {
      refundSpy.refund = original;
    }
    expect(refunds).toHaveLength(1);
    expect((await readOrder(ctx.app, buyer, orderId)).json().stage).toBe('refunded');

    const again = await ctx.app.inject({
      method: 'POST', url: `/admin/disputes/${orderId}/resolve`, headers: bearer(admin.accessToken),
      payload: { outcome: 'close', reason: 'Second try' },
    });
    expect(again.statusCode).toBe(409);

    const log = await ctx.app.inject({ method: 'GET', url: '/admin/audit-log', headers: bearer(admin.accessToken) });
    expect(log.json()).toContainEqual(
      expect.objectContaining({ action: 'refund-dispute', subjectKind: 'order', subjectId: orderId, adminName: 'Admin Ayesha', reason: 'NEIR confirms the IMEI is blocked.' }),
    );
    // The phone and its two parties, buyer first, with no English word a Bangla log would show as it is.
    const entry = log.json().find((one: { action: string; subjectId: string }) => one.action === 'refund-dispute' && one.subjectId === orderId);
    expect(entry.subjectLabel).toBe(`${(await readOrder(ctx.app, buyer, orderId)).json().productName} (${buyer.email}, ${seller.email})`);
  });

  it('closing a dispute completes the order and lets the buyer rate', async () => {
    const { orderId, buyer } = await handedOver();
    await orderStep(ctx.app, buyer, orderId, 'problem', PROBLEM);
    const admin = await createAccount(ctx.app, 'admin');
    const closed = await ctx.app.inject({
      method: 'POST', url: `/admin/disputes/${orderId}/resolve`, headers: bearer(admin.accessToken),
      payload: { outcome: 'close', reason: 'The buyer\'s SIM was the problem; the IMEI is registered.' },
    });
    expect(closed.statusCode).toBe(200);
    const order = (await readOrder(ctx.app, buyer, orderId)).json();
    expect(order).toMatchObject({ stage: 'completed', canRate: true });
    expect(order.timeline.map((entry: { event: string }) => entry.event)).toContain('dispute_closed');
  });

  it('the audit log refuses changes and removals in the database itself', async () => {
    const { orderId, buyer } = await handedOver();
    await orderStep(ctx.app, buyer, orderId, 'problem', PROBLEM);
    const admin = await createAccount(ctx.app, 'admin');
    await ctx.app.inject({
      method: 'POST', url: `/admin/disputes/${orderId}/resolve`, headers: bearer(admin.accessToken),
      payload: { outcome: 'close', reason: 'Resolved by phone call.' },
    });
    await expect(ctx.app.db.update(adminAuditLog).set({ reason: 'nothing happened' }).where(eq(adminAuditLog.subjectId, orderId))).rejects.toThrow();
    await expect(ctx.app.db.delete(adminAuditLog).where(eq(adminAuditLog.subjectId, orderId))).rejects.toThrow();
    const rows = await ctx.app.db.select().from(adminAuditLog).where(eq(adminAuditLog.subjectId, orderId));
    expect(rows.map((row) => row.reason)).toEqual(['Resolved by phone call.']);
  });
});
