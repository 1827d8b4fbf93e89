import { readableMessage, type ShellApi } from '@sellphones/contracts';
import type { SandboxChargeResult } from '@sellphones/contracts/schemas';
import { useState } from 'react';
import styled from 'styled-components';
import { CardFormLayout } from './CardFormLayout.tsx';
import type { CardFormProps } from './card-form-props.ts';

const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  font-weight: 600;
  min-width: 0;
  input {
    box-sizing: border-box;
    width: 100%;
    min-width: 0;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
    font-weight: 400;
    letter-spacing: 0.04em;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
`;

/** Groups digits in fours as people read card numbers. */
function formatCardNumber(value: string): string {
  return value.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function localProblem(cardNumber: string, expiry: string, cvc: string): string | undefined {
  if (cardNumber.replace(/\D/g, '').length < 12) return 'Your card number is incomplete.';
  if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry)) return "Your card's expiration date is incomplete.";
  if (!/^\d{3,4}$/.test(cvc)) return "Your card's security code is incomplete.";
  return undefined;
}

/** The built-in sandbox's card form: test cards only, charged by the API's sandbox gateway. */
export function SandboxCardForm({ shell, clientSecret, onPaid }: CardFormProps & { shell: ShellApi }) {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [processing, setProcessing] = useState(false);
  const [cardError, setCardError] = useState<string>();

  async function pay() {
    const problem = localProblem(cardNumber, expiry, cvc);
    if (problem) {
      setCardError(problem);
      return;
    }
    setCardError(undefined);
    setProcessing(true);
    try {
      const result = await shell.request<SandboxChargeResult>('/sandbox/charge', {
        method: 'POST',
        body: { clientSecret, cardNumber: cardNumber.replace(/\s/g, ''), expiry, cvc },
      });
      if (result.status === 'failed') setCardError(result.message ?? 'Your card was declined.');
      else await onPaid(result.paymentIntentId);
    } catch (err) {
      setCardError(readableMessage(err, 'The payment could not be made.'));
    } finally {
      setProcessing(false);
    }
  }

  return (
    <CardFormLayout state={{ clientSecret, processing, providerAvailable: true, cardError }} onSubmit={() => void pay()}>
      <Field>
        Card number
        <input
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={cardNumber}
          onChange={(e) => setCardNumber(formatCardNumber(e.target.value))}
          disabled={processing}
        />
      </Field>
      <Row>
        <Field>
          Expiry (MM/YY)
          <input
            name="expiry"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.target.value))}
            disabled={processing}
          />
        </Field>
        <Field>
          CVC
          <input
            name="cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={cvc}
            onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))}
            disabled={processing}
          />
        </Field>
      </Row>
    </CardFormLayout>
  );
}
