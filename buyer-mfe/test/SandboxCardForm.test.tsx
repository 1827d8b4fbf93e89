import type { ShellApi } from '@sellphones/contracts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@sellphones/ui';
import { CardFormLayout } from '../src/payment/CardFormLayout.tsx';
import { SandboxCardForm } from '../src/payment/SandboxCardForm.tsx';
import { renderWithTheme } from './render-with-theme.tsx';

afterEach(cleanup);

const buyer = { name: 'Rahim', email: 'rahim@example.test' };

function shellAnswering(request: ShellApi['request']): ShellApi {
  return { request } as ShellApi;
}

async function fillCard(cardNumber: string) {
  await userEvent.type(screen.getByLabelText('Card number'), cardNumber);
  await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
}

const renderInBangla = (request: ShellApi['request']) =>
  renderWithTheme(
    <LocaleProvider language="bn">
      <SandboxCardForm shell={shellAnswering(request)} clientSecret="pi_1_secret_2" onPaid={vi.fn()} buyer={buyer} />
    </LocaleProvider>,
  );

describe('the Pay button', () => {
  it('stays disabled until the client secret has arrived', () => {
    const shell = shellAnswering(vi.fn());
    const { rerender } = renderWithTheme(<SandboxCardForm shell={shell} clientSecret={undefined} onPaid={vi.fn()} buyer={buyer} />);
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveProperty('disabled', true);
    rerender(<SandboxCardForm shell={shell} clientSecret="pi_1_secret_2" onPaid={vi.fn()} buyer={buyer} />);
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveProperty('disabled', false);
  });

  it('is disabled while the payment is processing, then shows a declined card in red above the result', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const request = vi.fn(() => new Promise((resolve) => (answer = resolve))) as unknown as ShellApi['request'];
    const onPaid = vi.fn();
    renderWithTheme(<SandboxCardForm shell={shellAnswering(request)} clientSecret="pi_1_secret_2" onPaid={onPaid} buyer={buyer} />);
    await fillCard('4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));

    expect(screen.getByRole('button', { name: 'Processing…' })).toHaveProperty('disabled', true);
    expect(request).toHaveBeenCalledWith('/sandbox/charge', {
      method: 'POST',
      body: { clientSecret: 'pi_1_secret_2', cardNumber: '4000000000000002', expiry: '12/30', cvc: '123' },
    });
    answer({ status: 'failed', paymentIntentId: 'pi_1', message: 'Your card was declined.' });

    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveProperty('disabled', false);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('hands the transaction id on when the card is accepted', async () => {
    const request = vi.fn(async () => ({ status: 'succeeded', paymentIntentId: 'pi_42' })) as unknown as ShellApi['request'];
    const onPaid = vi.fn(async () => undefined);
    renderWithTheme(<SandboxCardForm shell={shellAnswering(request)} clientSecret="pi_42_secret_x" onPaid={onPaid} buyer={buyer} />);
    await fillCard('4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPaid).toHaveBeenCalledWith('pi_42');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is disabled, with a message, when the card provider is unavailable', () => {
    renderWithTheme(
      <CardFormLayout state={{ clientSecret: 'pi_1_secret_2', processing: false, providerAvailable: false, cardError: undefined }} onSubmit={vi.fn()}>
        {null}
      </CardFormLayout>,
    );
    expect(screen.getByRole('button', { name: 'Pay' })).toHaveProperty('disabled', true);
    expect(screen.getByText('The card payment provider is unavailable right now. Please try again later.')).toBeTruthy();
  });

});

describe('the card form errors', () => {
  it('mark the field to correct invalid, describe it with the message, and move focus to it', async () => {
    const request = vi.fn() as unknown as ShellApi['request'];
    renderWithTheme(<SandboxCardForm shell={shellAnswering(request)} clientSecret="pi_1_secret_2" onPaid={vi.fn()} buyer={buyer} />);
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));

    const expiry = screen.getByLabelText('Expiry (MM/YY)');
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(expiry.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      "Your card's expiration date is incomplete.",
    );
    expect(document.activeElement).toBe(expiry);
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('false');
    expect(request).not.toHaveBeenCalled();
  });

  describe('a mistyped card, said before it is sent, on its field', () => {
    // Only Date is faked: "this month" is June 2027 whenever the test runs.
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2027, 5, 15));
    });
    afterEach(() => vi.useRealTimers());

    it.each([
      ['4242424242424241', '1230', 'Card number', 'Your card number is invalid.', 'আপনার কার্ড নম্বরটি সঠিক নয়।'],
      ['4242424242424242', '1330', 'Expiry (MM/YY)', "Your card's expiration month is invalid.", 'আপনার কার্ডের মেয়াদের মাসটি সঠিক নয়।'],
      ['4242424242424242', '0030', 'Expiry (MM/YY)', "Your card's expiration month is invalid.", 'আপনার কার্ডের মেয়াদের মাসটি সঠিক নয়।'],
      ['4242424242424242', '1226', 'Expiry (MM/YY)', "Your card's expiration year is in the past.", 'আপনার কার্ডের মেয়াদের বছরটি পেরিয়ে গেছে।'],
      ['4242424242424242', '0527', 'Expiry (MM/YY)', "Your card's expiration date is in the past.", 'আপনার কার্ডের মেয়াদের তারিখ পেরিয়ে গেছে।'],
    ])('%s expiring %s: the %s says so', async (cardNumber, expiry, label, english, bangla) => {
      const request = vi.fn() as unknown as ShellApi['request'];
      renderWithTheme(<SandboxCardForm shell={shellAnswering(request)} clientSecret="pi_1_secret_2" onPaid={vi.fn()} buyer={buyer} />);
      await userEvent.type(screen.getByLabelText('Card number'), cardNumber);
      await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), expiry);
      await userEvent.type(screen.getByLabelText('CVC'), '123');
      await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
      const field = screen.getByLabelText(label);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(english);
      expect(document.activeElement).toBe(field);
      cleanup();

      renderInBangla(request);
      await userEvent.type(screen.getByLabelText('কার্ড নম্বর'), cardNumber);
      await userEvent.type(screen.getByLabelText('মেয়াদ (মাস/বছর)'), expiry);
      await userEvent.type(screen.getByLabelText('সিভিসি (কার্ডের নিরাপত্তা কোড)'), '123');
      await userEvent.click(screen.getByRole('button', { name: 'পরিশোধ করুন' }));
      expect((await screen.findByRole('alert')).textContent).toBe(bangla);
      expect(request).not.toHaveBeenCalled();
    });

    it('sends a card that expires this month', async () => {
      const request = vi.fn(async () => ({ status: 'succeeded', paymentIntentId: 'pi_42' })) as unknown as ShellApi['request'];
      renderWithTheme(<SandboxCardForm shell={shellAnswering(request)} clientSecret="pi_42_secret_x" onPaid={vi.fn(async () => undefined)} buyer={buyer} />);
      await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
      await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), '0627');
      await userEvent.type(screen.getByLabelText('CVC'), '123');
      await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
      expect(request).toHaveBeenCalledOnce();
    });
  });

  it('put a declined card on the card number, focused once the form is usable again', async () => {
    const request = vi.fn(async () => ({ status: 'failed', paymentIntentId: 'pi_1', message: 'Your card was declined.' }));
    renderWithTheme(
      <SandboxCardForm shell={shellAnswering(request as unknown as ShellApi['request'])} clientSecret="pi_1_secret_2" onPaid={vi.fn()} buyer={buyer} />,
    );
    await fillCard('4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const cardNumber = screen.getByLabelText('Card number');
    await vi.waitFor(() => expect(document.activeElement).toBe(cardNumber));
    expect(cardNumber.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(cardNumber.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Your card was declined.');
  });

  it('mark every card field required', () => {
    renderWithTheme(<SandboxCardForm shell={shellAnswering(vi.fn())} clientSecret="pi_1_secret_2" onPaid={vi.fn()} buyer={buyer} />);
    for (const label of ['Card number', 'Expiry (MM/YY)', 'CVC']) {
      expect(screen.getByLabelText(label).getAttribute('aria-required')).toBe('true');
    }
    expect(screen.getByText('Fields marked * are required.')).toBeTruthy();
  });
});

describe('the card form in Bangla', () => {

  // At 320 px the CVC's long Bangla label wraps onto more lines than the expiry's: the two boxes
  // still line up, on the row's bottom line, whatever their labels take above them.
  it('lines up the expiry and CVC boxes however far their labels wrap', () => {
    renderInBangla(vi.fn());
    const expiryField = screen.getByLabelText('মেয়াদ (মাস/বছর)').parentElement as HTMLElement;
    const cvcField = screen.getByLabelText('সিভিসি (কার্ডের নিরাপত্তা কোড)').parentElement as HTMLElement;
    const row = expiryField.parentElement as HTMLElement;
    expect(cvcField.parentElement).toBe(row);
    expect(getComputedStyle(row).alignItems).toBe('end');
  });

  it('names every field in Bangla, with no English letters', () => {
    renderInBangla(vi.fn());
    for (const label of ['কার্ড নম্বর', 'মেয়াদ (মাস/বছর)', 'সিভিসি (কার্ডের নিরাপত্তা কোড)']) {
      expect(screen.getByLabelText(label).getAttribute('aria-required')).toBe('true');
    }
    for (const label of document.querySelectorAll('label')) expect(label.textContent).not.toMatch(/[A-Za-z]/);
  });

  // The sandbox answers a refusal with Stripe's codes and English words; a Bangla reader reads it by its code.
  it.each([
    [{ code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' }, 'আপনার কার্ডটি গ্রহণ করা হয়নি।'],
    [{ code: 'expired_card', message: 'Your card has expired.' }, 'আপনার কার্ডের মেয়াদ শেষ হয়ে গেছে।'],
    [{ code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' }, 'আপনার কার্ডে যথেষ্ট টাকা নেই।'],
    [{ code: 'incorrect_number', message: 'Your card number is incorrect.' }, 'আপনার কার্ড নম্বরটি ভুল।'],
    // The API's own refusal after the charge: the payment given back, by its code.
    [
      { code: 'REFUND_SOLD_TO_ANOTHER', message: 'This phone was sold to another buyer; your payment has been refunded.' },
      'ফোনটি অন্য একজন ক্রেতার কাছে বিক্রি হয়ে গেছে; আপনার টাকা ফেরত দেওয়া হয়েছে।',
    ],
    // Words without a code: a general text.
    [{ message: 'Something the page does not know.' }, 'পেমেন্ট করা যায়নি।'],
  ])('says the refusal %o in Bangla, on the card number', async (refusal, bangla) => {
    renderInBangla(vi.fn(async () => ({ status: 'failed', paymentIntentId: 'pi_1', ...refusal })) as unknown as ShellApi['request']);
    await userEvent.type(screen.getByLabelText('কার্ড নম্বর'), '4000000000000002');
    await userEvent.type(screen.getByLabelText('মেয়াদ (মাস/বছর)'), '1230');
    await userEvent.type(screen.getByLabelText('সিভিসি (কার্ডের নিরাপত্তা কোড)'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'পরিশোধ করুন' }));

    expect((await screen.findByRole('alert')).textContent).toBe(bangla);
    const cardNumber = screen.getByLabelText('কার্ড নম্বর');
    await vi.waitFor(() => expect(document.activeElement).toBe(cardNumber));
    expect(document.getElementById(cardNumber.getAttribute('aria-describedby') ?? '')?.textContent).toBe(bangla);
  });
});

describe('a refused card in English', () => {
  it.each([
    [{ code: 'card_declined', declineCode: 'generic_decline', message: 'Your card was declined.' }, 'Your card was declined.'],
    [{ code: 'expired_card', message: 'Your card has expired.' }, 'Your card has expired.'],
    [{ code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' }, 'Your card has insufficient funds.'],
    // Words without a code: the sandbox's own, English ones.
    [{ message: 'This phone was sold to another buyer; your payment has been refunded.' }, 'This phone was sold to another buyer; your payment has been refunded.'],
  ])('says %o as "%s"', async (refusal, english) => {
    const request = vi.fn(async () => ({ status: 'failed', paymentIntentId: 'pi_1', ...refusal }));
    renderWithTheme(<SandboxCardForm shell={shellAnswering(request as unknown as ShellApi['request'])} clientSecret="pi_1_secret_2" onPaid={vi.fn()} buyer={buyer} />);
    await fillCard('4000000000000002');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect((await screen.findByRole('alert')).textContent).toBe(english);
  });
});
