import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentSucceeded } from '../src/payment/PaymentSucceeded.tsx';
import { renderWithTheme } from './render-with-theme.tsx';

afterEach(cleanup);

describe('a completed payment', () => {
  it('takes the keyboard when it replaces the card form, with the transaction id to quote', () => {
    renderWithTheme(<PaymentSucceeded transactionId="pi_sandbox_1" />);
    expect(document.activeElement).toBe(screen.getByRole('status'));
    expect(screen.getByTestId('transaction-id').textContent).toBe('pi_sandbox_1');
  });

  it("leaves the keyboard where the page put it when the buyer comes back from bKash's page", () => {
    renderWithTheme(<PaymentSucceeded />);
    expect(document.activeElement).toBe(document.body);
  });
});
