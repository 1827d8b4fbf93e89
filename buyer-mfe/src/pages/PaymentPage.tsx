import { readableMessage, type ShellApi } from '@sellphones/contracts';
import { InlineError, Loading, Page, PageTitle } from '@sellphones/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { CardPaymentForm } from '../payment/CardPaymentForm.tsx';
import { PaymentSucceeded } from '../payment/PaymentSucceeded.tsx';
import { usePayment } from '../payment/usePayment.ts';

const Lead = styled.p`
  margin: 0;
  font-size: 1.1rem;
`;

export const PAID_MESSAGE = 'Congrats! Your payment completed.';

const amount = (dollars: number) => (Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2));

export function PaymentPage({ shell }: { shell: ShellApi }) {
  const bookingId = useParams().id ?? '';
  const { booking, config, intent, recordPayment } = usePayment(shell, bookingId);
  const [transactionId, setTransactionId] = useState<string>();

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

  const { productName, productPrice, status, userName, email } = booking.data;
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
      {transactionId ? (
        <PaymentSucceeded transactionId={transactionId} />
      ) : status === 'paid' ? (
        <p role="status">
          This booking is already paid. <Link to="/dashboard/myOrders">See My Orders</Link>
        </p>
      ) : status === 'cancelled' ? (
        <p role="status">
          Sold to another buyer. <Link to="/">Find another phone</Link>
        </p>
      ) : (
        <>
          {intent.isError && (
            <InlineError message={readableMessage(intent.error, 'The payment could not be prepared. Please try again.')} onRetry={() => void intent.refetch()} />
          )}
          {config.isError && (
            <InlineError message="The payment settings could not be loaded." onRetry={() => void config.refetch()} />
          )}
          {config.isPending ? (
            <Loading />
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
