import type { ShellApi } from '@sellphones/contracts';
import type { PaymentMethod } from '@sellphones/contracts/schemas';
import { Loading } from '@sellphones/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PaymentMethodChoice } from './PaymentMethodChoice.tsx';
import { SandboxCardForm } from './SandboxCardForm.tsx';
import { VerifyImeiNote } from './VerifyImeiNote.tsx';

/** What the API offers with bKash turned on (the default start): the choice's usual size. */
const USUAL_METHODS: PaymentMethod[] = ['card', 'bkash', 'cash'];

/** A made-up IMEI of the real length, so the note's lines wrap as they will with the phone's. */
const SAMPLE_IMEI = '000000000000000';

/** The drawn card form can never pay: it is inert and has no payment to confirm. */
const NO_SHELL = {} as ShellApi;
const NOBODY = { name: '', email: '' };
const noop = () => undefined;
const noPayment = async () => undefined;

const Area = styled.div`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

/** The final boxes, drawn faintly and out of reach (inert): they hold the space, not the reader. */
const Ghost = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
  opacity: 0.35;
  pointer-events: none;
  user-select: none;
  strong {
    color: transparent;
    background: ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** The loading text, over the boxes rather than above them: its line never comes and goes. */
const Status = styled.div`
  position: absolute;
  inset: 0 0 auto 0;
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space(4)};
  font-weight: 600;
`;

/**
 * While the booking or the payment methods are on their way: the payment's boxes at their final
 * size (IMEI note, the choice of method, the card form), under a visible loading text that screen
 * readers hear. Replacing them with the real ones then moves nothing below or around them.
 */
export function PaymentPlaceholder({ imeiNote = true, methodChoice = true, children }: { imeiNote?: boolean; methodChoice?: boolean; children?: ReactNode }) {
  return (
    <Area aria-busy="true" data-testid="payment-placeholder">
      <Ghost inert aria-hidden="true">
        {children}
        {imeiNote && <VerifyImeiNote imei={SAMPLE_IMEI} />}
        {methodChoice && <PaymentMethodChoice methods={USUAL_METHODS} value="card" onChange={noop} />}
        <SandboxCardForm shell={NO_SHELL} clientSecret={undefined} onPaid={noPayment} buyer={NOBODY} />
      </Ghost>
      <Status>
        <Loading />
      </Status>
    </Area>
  );
}
