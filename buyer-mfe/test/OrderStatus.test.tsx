import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleProvider } from '@sellphones/ui';
import { OrderStatus } from '../src/orders/OrderStatus.tsx';
import { renderWithTheme } from './render-with-theme.tsx';

afterEach(cleanup);

const booking = { _id: '7c4f2a0e-1111-4222-8333-444455556666', productName: 'Galaxy S21' };

describe('an order row\'s payment state', () => {
  it('an unpaid booking offers Pay, linking to its payment page', () => {
    renderWithTheme(<OrderStatus booking={{ ...booking, status: 'unpaid', paid: false }} />);
    const pay = screen.getByRole('link', { name: 'Pay for Galaxy S21' });
    expect(pay.textContent).toBe('Pay');
    expect(pay.getAttribute('href')).toBe(`/dashboard/payment/${booking._id}`);
  });

  it('a paid booking shows Paid and, instead of Pay, a link to follow its handover', () => {
    renderWithTheme(<OrderStatus booking={{ ...booking, status: 'paid', paid: true }} />);
    expect(screen.getByText('Paid')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay for Galaxy S21' })).toBeNull();
    const track = screen.getByRole('link', { name: 'Track the order of Galaxy S21' });
    expect(track.getAttribute('href')).toBe(`/dashboard/order/${booking._id}`);
  });

  it('a cancelled booking says why (sold to another buyer, unlisted, or cancelled by the buyer) and offers nothing', () => {
    const reasons = { 'sold-to-another': 'Sold to another buyer', 'no-longer-listed': 'No longer listed', 'buyer-cancelled': 'Cancelled' } as const;
    for (const [cancelledBecause, label] of Object.entries(reasons)) {
      const { unmount } = renderWithTheme(
        <OrderStatus booking={{ ...booking, status: 'cancelled', paid: false, cancelledBecause: cancelledBecause as keyof typeof reasons }} onCancel={() => {}} />,
      );
      expect(screen.getByText(label)).toBeTruthy();
      expect(screen.queryByRole('button')).toBeNull();
      expect(screen.queryByRole('link')).toBeNull();
      unmount();
    }
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe("a paid order's badge in My Orders", () => {
  // The badge says where the order stands: a refunded or disputed order is no longer plain Paid.
  it.each([
    ['paid', 'Paid', 'পরিশোধিত'],
    ['handed_over', 'Handed over', 'হস্তান্তর হয়েছে'],
    ['received', 'Received', 'বুঝে পেয়েছেন'],
    ['completed', 'Completed', 'সম্পন্ন'],
    ['in_dispute', 'Problem reported', 'সমস্যা জানানো হয়েছে'],
    ['refunded', 'Refunded', 'টাকা ফেরত দেওয়া হয়েছে'],
  ] as const)('an order at %s reads "%s" ("%s" in Bangla), with its link to the order page', (orderStage, english, bangla) => {
    const paid = { ...booking, status: 'paid', paid: true, orderStage } as const;
    const { unmount } = renderWithTheme(<OrderStatus booking={paid} />);
    expect(screen.getByText(english)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Track the order of Galaxy S21' }).getAttribute('href')).toBe(`/dashboard/order/${booking._id}`);
    unmount();

    renderWithTheme(
      <LocaleProvider language="bn">
        <OrderStatus booking={paid} />
      </LocaleProvider>,
    );
    expect(screen.getByText(bangla)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Galaxy S21-এর অর্ডার ট্র্যাক করুন' }).getAttribute('href')).toBe(`/dashboard/order/${booking._id}`);
  });

  it('says "Track order" in Bangla too, not "View order"', () => {
    renderWithTheme(
      <LocaleProvider language="bn">
        <OrderStatus booking={{ ...booking, status: 'paid', paid: true }} />
      </LocaleProvider>,
    );
    expect(screen.getByRole('link').textContent).toBe('অর্ডার ট্র্যাক করুন');
    expect(screen.getByText('পরিশোধিত')).toBeTruthy();
  });
});
