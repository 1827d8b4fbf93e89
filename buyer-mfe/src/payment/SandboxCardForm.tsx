import { endsWithLuhnCheckDigit, type ShellApi } from '@sellphones/contracts';
import type { SandboxChargeResult } from '@sellphones/contracts/schemas';
import { RequiredNote, requiredLabel, type Translate, useErrorText } from '@sellphones/ui';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { CARD_ERROR_ID, CardFormLayout } from './CardFormLayout.tsx';
import type { CardFormProps } from './card-form-props.ts';
import { useCardRefusalText } from './card-refusal.ts';
import { useText } from '../texts.ts';

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  label {
    font-weight: 600;
  }
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
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
`;

/**
 * Expiry and CVC side by side. Their boxes sit on the row's bottom line: a label that wraps
 * (Bangla's long CVC label at 320 px) grows upwards instead of pushing its box below the other.
 */
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  align-items: end;
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

type CardField = 'cardNumber' | 'expiry' | 'cvc';

interface CardProblem {
  /** The field the message is about: marked invalid, described by the message, and focused. */
  field: CardField;
  message: string;
}

/**
 * Why the expiry cannot be a card's, in Stripe's words: short, a month that is none, or gone by
 * (a card is good until the end of its month).
 */
function expiryProblem(expiry: string, now: Date): string | undefined {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry);
  if (!match) return 'incomplete_expiry';
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return 'invalid_expiry_month';
  if (year < now.getFullYear()) return 'invalid_expiry_year_past';
  if (year === now.getFullYear() && month < now.getMonth() + 1) return 'invalid_expiry_month_past';
  return undefined;
}

/** What Stripe's card field says before a card is sent: too few digits, a mistyped digit, a wrong date. */
function localProblem(cardNumber: string, expiry: string, cvc: string, t: Translate): CardProblem | undefined {
  const digits = cardNumber.replace(/\D/g, '');
  if (digits.length < 12) return { field: 'cardNumber', message: t('card.numberIncomplete') };
  if (!endsWithLuhnCheckDigit(digits)) return { field: 'cardNumber', message: t('card.refused.invalid_number') };
  const wrongDate = expiryProblem(expiry, new Date());
  if (wrongDate) return { field: 'expiry', message: t(`card.refused.${wrongDate}`) };
  if (!/^\d{3,4}$/.test(cvc)) return { field: 'cvc', message: t('card.cvcIncomplete') };
  return undefined;
}

/** The built-in sandbox's card form: test cards only, charged by the API's sandbox gateway. */
export function SandboxCardForm({ shell, clientSecret, onPaid }: CardFormProps & { shell: ShellApi }) {
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const t = useText();
  const errorText = useErrorText();
  const refusalText = useCardRefusalText();
  const [processing, setProcessing] = useState(false);
  const [problem, setProblem] = useState<CardProblem>();
  const fields = {
    cardNumber: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
  };

  // Focus goes from Pay to the field to correct, once it is enabled again and marked invalid.
  useEffect(() => {
    if (problem && !processing) fields[problem.field].current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the refs are stable
  }, [problem, processing]);

  async function pay() {
    const local = localProblem(cardNumber, expiry, cvc, t);
    if (local) {
      setProblem(local);
      return;
    }
    setProblem(undefined);
    setProcessing(true);
    try {
      const result = await shell.request<SandboxChargeResult>('/sandbox/charge', {
        method: 'POST',
        body: { clientSecret, cardNumber: cardNumber.replace(/\s/g, ''), expiry, cvc },
      });
      // A refusal is about the card, so about its number; said in the buyer's language, not the sandbox's English.
      if (result.status === 'failed') {
        const { code, declineCode, message } = result;
        setProblem({ field: 'cardNumber', message: refusalText({ code, decline_code: declineCode, message }) });
      } else await onPaid(result.paymentIntentId);
    } catch (err) {
      setProblem({ field: 'cardNumber', message: errorText(err, t('card.failed')) });
    } finally {
      setProcessing(false);
    }
  }

  /** The attributes of one card field: its label, required, and invalid while the message is about it. */
  const control = (field: CardField) => ({
    id: `card-${field}`,
    name: field,
    ref: fields[field],
    'aria-required': true,
    'aria-invalid': problem?.field === field,
    'aria-describedby': problem?.field === field ? CARD_ERROR_ID : undefined,
    disabled: processing,
  });

  return (
    <CardFormLayout
      state={{ clientSecret, processing, providerAvailable: true, cardError: problem?.message }}
      onSubmit={() => void pay()}
    >
      <RequiredNote />
      <Field>
        <label htmlFor="card-cardNumber" {...requiredLabel}>
          {t('card.number')}
        </label>
        <input
          {...control('cardNumber')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={cardNumber}
          onChange={(e) => setCardNumber(formatCardNumber(e.target.value))}
        />
      </Field>
      <Row>
        <Field>
          <label htmlFor="card-expiry" {...requiredLabel}>
            {t('card.expiry')}
          </label>
          <input
            {...control('expiry')}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('card.expiryPlaceholder')}
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.target.value))}
          />
        </Field>
        <Field>
          <label htmlFor="card-cvc" {...requiredLabel}>
            {t('card.cvc')}
          </label>
          <input
            {...control('cvc')}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={cvc}
            onChange={(e) => setCvc(e.target.value.replace(/\D/g, '').slice(0, 4))}
          />
        </Field>
      </Row>
    </CardFormLayout>
  );
}
