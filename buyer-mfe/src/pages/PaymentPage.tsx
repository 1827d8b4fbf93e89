import type { ShellApi } from '@sellphones/contracts';
import { InlineError, isRefusedForGood, Page, PageTitle, useErrorText, useFormat } from '@sellphones/ui';
import { useEffect, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BkashPayment } from '../payment/BkashPayment.tsx';
import { bkashOutcomeOf } from '../payment/bkash-outcome-messages.ts';
import { CardPaymentForm } from '../payment/CardPaymentForm.tsx';
import { CashAtMeetup } from '../payment/CashAtMeetup.tsx';
import { PaymentMethodChoice, type PaymentMethod } from '../payment/PaymentMethodChoice.tsx';
import { PaymentPlaceholder } from '../payment/PaymentPlaceholder.tsx';
import { PaymentSucceeded } from '../payment/PaymentSucceeded.tsx';
import { usePayment } from '../payment/usePayment.ts';
import { ChangedSinceBooked } from '../payment/ChangedSinceBooked.tsx';
import { VerifyImeiNote } from '../payment/VerifyImeiNote.tsx';
import { NoSuchOrder } from '../orders/NoSuchOrder.tsx';
import { useText } from '../texts.ts';

const Lead = styled.p`
  margin: 0;
  font-size: 1.1rem;
`;


const Outcome = styled.p`
  margin: 0;
  max-width: 460px;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;


export function PaymentPage({ shell }: { shell: ShellApi }) {
  const bookingId = useParams().id ?? '';
  const { booking, config, intent, recordPayment } = usePayment(shell, bookingId);
  const t = useText();
  const format = useFormat();
  // The spec writes the English amount as '$ 150' (the sign, a space, the number); a Bangla page
  // writes it as every other Bangla price (১৫০৳).
  const amountOf = (amount: number) =>
    format.locale === 'bn-BD' ? format.money(amount) : `${format.currencySymbol} ${format.number(amount)}`;
  const errorText = useErrorText();
  const paidMessage = t('payment.paid');
  const [transactionId, setTransactionId] = useState<string>();
  // After bKash the API sends the buyer back here with the outcome it settled on.
  const bkashOutcome = bkashOutcomeOf(useSearchParams()[0].get('bkash'));
  const [chosenMethod, setMethod] = useState<PaymentMethod>();
  const paidWithBkash = bkashOutcome === 'paid' && booking.data?.status === 'paid';

  useEffect(() => {
    if (paidWithBkash) shell.notify(paidMessage, 'success');
  }, [paidWithBkash, paidMessage, shell]);

  async function onPaid(paidIntentId: string) {
    const recorded = await recordPayment(paidIntentId);
    shell.notify(paidMessage, 'success');
    setTransactionId(recorded.transactionId);
  }

  if (booking.isPending) {
    // The page's boxes at their final size under the loading text, so the booking's arrival
    // replaces them in place instead of pushing in below a one-line "Loading".
    return (
      <Page>
        <PageTitle>{t('payment.title')}</PageTitle>
        <PaymentPlaceholder>
          <Lead>{t('payment.pleasePay', { price: amountOf(0) })}</Lead>
        </PaymentPlaceholder>
      </Page>
    );
  }
  if (booking.isError) {
    return (
      <Page>
        <PageTitle>{t('payment.title')}</PageTitle>
        {isRefusedForGood(booking.error) ? (
          <NoSuchOrder title={t('noSuchOrder.booking')} />
        ) : (
          <InlineError message={t('payment.failedBooking', { reason: errorText(booking.error, t('payment.tryAgain')) })} onRetry={() => void booking.refetch()} />
        )}
      </Page>
    );
  }

  const { productName, productPrice, status, userName, email, imei, meetingLocation, cashReservedUntil } = booking.data;
  // Back from bKash: bKash; a phone reserved for cash: cash; else the card, the spec's method.
  const method: PaymentMethod = chosenMethod ?? (bkashOutcome ? 'bkash' : cashReservedUntil ? 'cash' : 'card');
  const paid = transactionId !== undefined || status === 'paid';
  const price = amountOf(productPrice);
  return (
    <Page>
      <PageTitle>{t('payment.titleFor', { name: productName })}</PageTitle>
      {/* The spec's request to pay, only while there is something to pay. */}
      {paid ? (
        <Lead>{t('payment.paidAmount', { price })}</Lead>
      ) : (
        status === 'unpaid' && <Lead>{t('payment.pleasePay', { price })}</Lead>
      )}
      {transactionId || paidWithBkash ? (
        <PaymentSucceeded transactionId={transactionId ?? booking.data.transactionId} />
      ) : status === 'paid' ? (
        <p role="status">
          {t('payment.alreadyPaid')} <Link to="/dashboard/myOrders">{t('payment.seeOrders')}</Link>
        </p>
      ) : status === 'cancelled' ? (
        <p role="status">
          {bkashOutcome === 'refunded' ? t('bkash.outcome.refunded') : t('payment.soldToAnother')} <Link to="/">{t('payment.findAnother')}</Link>
        </p>
      ) : (
        <>
          <ChangedSinceBooked booking={booking.data} />
          {imei?.full && <VerifyImeiNote imei={imei.full} />}
          {bkashOutcome && bkashOutcome !== 'paid' && <Outcome role="alert">{t(`bkash.outcome.${bkashOutcome}`)}</Outcome>}
          {config.data && <PaymentMethodChoice methods={config.data.methods ?? ['card']} value={method} onChange={setMethod} />}
          {intent.isError && method === 'card' && (
            <InlineError message={errorText(intent.error, t('payment.prepareFailed'))} onRetry={() => void intent.refetch()} />
          )}
          {config.isError && (
            <InlineError message={t('payment.configFailed')} onRetry={() => void config.refetch()} />
          )}
          {config.isPending ? (
            // The choice of method and the card form, held at their size until the methods are known.
            <PaymentPlaceholder imeiNote={false} />
          ) : method === 'bkash' ? (
            <BkashPayment shell={shell} bookingId={bookingId} />
          ) : method === 'cash' ? (
            <CashAtMeetup shell={shell} bookingId={bookingId} price={price} meetingLocation={meetingLocation} reservedUntil={cashReservedUntil} />
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
