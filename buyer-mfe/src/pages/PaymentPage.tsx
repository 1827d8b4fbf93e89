import { readableMessage, type ShellApi } from '@sellphones/contracts';
import { InlineError, Loading, Page, PageTitle } from '@sellphones/ui';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BkashPayment } from '../payment/BkashPayment.tsx';
import { BKASH_OUTCOME_MESSAGES, bkashOutcomeOf } from '../payment/bkash-outcome-messages.ts';
import { CardPaymentForm } from '../payment/CardPaymentForm.tsx';
import { PaymentMethodChoice, type PaymentMethod } from '../payment/PaymentMethodChoice.tsx';
import { PaymentSucceeded } from '../payment/PaymentSucceeded.tsx';
import { usePayment } from '../payment/usePayment.ts';
import { VerifyImeiNote } from '../payment/VerifyImeiNote.tsx';

const Lead = styled.p`
  margin: 0;
  font-size: 1.1rem;
`;

export const PAID_MESSAGE = 'Congrats! Your payment completed.';

const Outcome = styled.p`
  margin: 0;
  max-width: 460px;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;

const amount = (dollars: number) => (Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2));

export function PaymentPage({ shell }: { shell: ShellApi }) {
  const bookingId = useParams().id ?? '';
  const { booking, config, intent, recordPayment } = usePayment(shell, bookingId);
  const [transactionId, setTransactionId] = useState<string>();
  // After bKash the API sends the buyer back here with the outcome it settled on.
  const bkashOutcome = bkashOutcomeOf(useSearchParams()[0].get('bkash'));
  const [method, setMethod] = useState<PaymentMethod>(bkashOutcome ? 'bkash' : 'card');
  const paidWithBkash = bkashOutcome === 'paid' && booking.data?.status === 'paid';

  useEffect(() => {
    if (paidWithBkash) shell.notify(PAID_MESSAGE, 'success');
  }, [paidWithBkash, shell]);

  async function onPaid(paidIntentId: string) {
    const recorded = await recordPayment(paidIntentId);
    shell.notify(PAID_MESSAGE, 'success');
    setTransactionId(recorded.transactionId);
  }

  if (booking.isPending) {
    return (
      <Page>
        <PageTitle>Payment</PageTitle>
        <Loading />
      </Page>
    );
  }
  if (booking.isError) {
    return (
      <Page>
        <PageTitle>Payment</PageTitle>
        <InlineError message={`This booking could not be loaded: ${readableMessage(booking.error, 'please try again.')}`} onRetry={() => void booking.refetch()} />
      </Page>
    );
  }

  const { productName, productPrice, status, userName, email, imei } = booking.data;
  const paid = transactionId !== undefined || status === 'paid';
  return (
    <Page>
      <PageTitle>Payment for {productName}</PageTitle>
      {/* The spec's request to pay, only while there is something to pay. */}
      {paid ? (
        <Lead>Paid: $ {amount(productPrice)} for this phone.</Lead>
      ) : (
        status === 'unpaid' && <Lead>Please pay $ {amount(productPrice)} for buying phone</Lead>
      )}
      {transactionId || paidWithBkash ? (
        <PaymentSucceeded transactionId={transactionId} />
      ) : status === 'paid' ? (
        <p role="status">
          This booking is already paid. <Link to="/dashboard/myOrders">See My Orders</Link>
        </p>
      ) : status === 'cancelled' ? (
        <p role="status">
          {bkashOutcome === 'refunded' ? BKASH_OUTCOME_MESSAGES.refunded : 'Sold to another buyer.'} <Link to="/">Find another phone</Link>
        </p>
      ) : (
        <>
          {imei?.full && <VerifyImeiNote imei={imei.full} />}
          {bkashOutcome && bkashOutcome !== 'paid' && <Outcome role="alert">{BKASH_OUTCOME_MESSAGES[bkashOutcome]}</Outcome>}
          {config.data && <PaymentMethodChoice methods={config.data.methods ?? ['card']} value={method} onChange={setMethod} />}
          {intent.isError && method === 'card' && (
            <InlineError message={readableMessage(intent.error, 'The payment could not be prepared. Please try again.')} onRetry={() => void intent.refetch()} />
          )}
          {config.isError && (
            <InlineError message="The payment settings could not be loaded." onRetry={() => void config.refetch()} />
          )}
          {config.isPending ? (
            <Loading />
          ) : method === 'bkash' ? (
            <BkashPayment shell={shell} bookingId={bookingId} />
          ) : (
            <CardPaymentForm
              shell={shell}
              config={config.data}
              clientSecret={intent.data?.clientSecret}
              onPaid={onPaid}
              buyer={{ name: userName, email }}
            />
          )}
        </>
      )}
    </Page>
  );
}
