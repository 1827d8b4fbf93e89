import { Button } from '@sellphones/ui';
import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useText } from '../texts.ts';

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  box-sizing: border-box;
  width: 100%;
  max-width: 460px;
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const CardError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  /* Kept, empty, once the payment is ready: its line stays, so Pay does not move up under the finger. */
  min-height: 1.5em;
  min-height: 1lh;
`;

/** The id of the card error's text: the field it is about names it in aria-describedby. */
export const CARD_ERROR_ID = 'card-error';

export interface CardFormState {
  /** Undefined until the API has answered POST /create-payment-intent. */
  clientSecret: string | undefined;
  processing: boolean;
  /** False when the card provider could not be loaded (Stripe.js blocked or down). */
  providerAvailable: boolean;
  /** Why the card was refused, in the reader's language, shown in red above the result. */
  cardError: string | undefined;
}

/** Layout and states shared by the Stripe and the sandbox card forms. */
export function CardFormLayout({
  state,
  onSubmit,
  children,
}: {
  state: CardFormState;
  onSubmit(): void;
  children: ReactNode;
}) {
  const { clientSecret, processing, providerAvailable, cardError } = state;
  const disabled = !clientSecret || processing || !providerAvailable;
  const t = useText();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!disabled) onSubmit();
  }
  return (
    <Form onSubmit={submit} aria-label={t('card.label')} aria-busy={processing}>
      {children}
      {/* One status line, always there: "preparing" gives way to nothing without moving Pay. */}
      <Note role="status" data-testid="card-status">
        {!providerAvailable ? t('card.unavailable') : !clientSecret ? t('card.preparing') : ''}
      </Note>
      {cardError && (
        <CardError id={CARD_ERROR_ID} role="alert">
          {cardError}
        </CardError>
      )}
      <Button type="submit" disabled={disabled}>
        {processing ? t('card.processing') : t('card.pay')}
      </Button>
    </Form>
  );
}
