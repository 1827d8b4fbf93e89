import type { Language } from '@sellphones/contracts';
import { LocaleProvider } from '@sellphones/ui';
import type { StripeError } from '@stripe/stripe-js';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import StripeCardForm from '../src/payment/StripeCardForm.tsx';
import { renderWithTheme } from './render-with-theme.tsx';

// Stripe.js stands in: its card field is a box, and confirming the payment answers what a test says.
const { confirmCardPayment } = vi.hoisted(() => ({ confirmCardPayment: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: async () => ({}) }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: unknown }) => children,
  CardElement: () => null,
  useStripe: () => ({ confirmCardPayment }),
  useElements: () => ({ getElement: () => ({}) }),
}));

afterEach(() => {
  cleanup();
  confirmCardPayment.mockReset();
});

const buyer = { name: 'Rahim', email: 'rahim@example.test' };

/** Pays in the given language with Stripe refusing the card as `error`; what the buyer reads. */
async function refusedWith(error: Partial<StripeError>, language: Language, pay: string) {
  confirmCardPayment.mockResolvedValue({ error });
  renderWithTheme(
    <LocaleProvider language={language}>
      <StripeCardForm publishableKey="pk_test_1" clientSecret="pi_1_secret_2" onPaid={vi.fn()} buyer={buyer} />
    </LocaleProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: pay }));
  return (await screen.findByRole('alert')).textContent;
}

describe("Stripe's refusal of a card", () => {
  // Stripe words its refusals in English; a Bangla reader reads them in Bangla, by their code.
  it.each<[string, Partial<StripeError>, string]>([
    ['card_declined / generic_decline', { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }, 'আপনার কার্ডটি গ্রহণ করা হয়নি।'],
    ['card_declined / insufficient_funds', { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' }, 'আপনার কার্ডে যথেষ্ট টাকা নেই।'],
    ['expired_card', { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' }, 'আপনার কার্ডের মেয়াদ শেষ হয়ে গেছে।'],
    ['incorrect_cvc', { type: 'card_error', code: 'incorrect_cvc', message: "Your card's security code is incorrect." }, 'আপনার কার্ডের নিরাপত্তা কোডটি ভুল।'],
    ['incorrect_number', { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' }, 'আপনার কার্ড নম্বরটি ভুল।'],
    ['processing_error', { type: 'card_error', code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' }, 'আপনার কার্ড প্রক্রিয়া করার সময় একটি সমস্যা হয়েছে। একটু পরে আবার চেষ্টা করুন।'],
    ['incomplete_number', { type: 'validation_error', code: 'incomplete_number', message: 'Your card number is incomplete.' }, 'আপনার কার্ড নম্বরটি অসম্পূর্ণ।'],
    // A code the app does not know: a general Bangla text, never Stripe's English.
    ['payment_intent_unexpected_state', { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent is in an unexpected state.' }, 'পেমেন্ট করা যায়নি।'],
  ])('is said in Bangla: %s', async (_code, error, bangla) => {
    expect(await refusedWith(error, 'bn', 'পরিশোধ করুন')).toBe(bangla);
  });

  it.each<[string, Partial<StripeError>, string]>([
    ['card_declined / insufficient_funds', { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' }, 'Your card has insufficient funds.'],
    ['expired_card', { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' }, 'Your card has expired.'],
    // A code the app does not know: Stripe's own English words.
    ['payment_intent_unexpected_state', { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: 'This PaymentIntent is in an unexpected state.' }, 'This PaymentIntent is in an unexpected state.'],
  ])('is said in English: %s', async (_code, error, english) => {
    expect(await refusedWith(error, 'en', 'Pay')).toBe(english);
  });
});
