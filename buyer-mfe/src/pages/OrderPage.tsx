import { NEIR, neirVerifySms, readableMessage, type ShellApi } from '@sellphones/contracts';
import type { OrderStage } from '@sellphones/contracts/schemas';
import { Button, Card, formatDollars, InlineError, Loading, OrderTimeline, Page, PageTitle } from '@sellphones/ui';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { RateSellerForm } from '../order/RateSellerForm.tsx';
import { ReportProblemForm } from '../order/ReportProblemForm.tsx';
import { useOrder } from '../order/useOrder.ts';

export const STAGE_LABELS: Record<OrderStage, string> = {
  paid: 'Paid: waiting for the seller to hand the phone over',
  handed_over: 'Handed over: confirm when you have the phone',
  received: 'Received',
  completed: 'Completed',
  in_dispute: 'In dispute: our team is looking at your report',
  refunded: 'Refunded',
};

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** One paid order for its buyer: where it stands, the seller's contact, the timeline, and the buyer's next step. */
export function OrderPage({ shell }: { shell: ShellApi }) {
  const orderId = useParams().id ?? '';
  const { order, saving, confirmReceipt, reportProblem, rate } = useOrder(shell, orderId);

  if (order.isPending) {
    return (
      <Page>
        <PageTitle>Order</PageTitle>
        <Loading />
      </Page>
    );
  }
  if (order.isError) {
    return (
      <Page>
        <PageTitle>Order</PageTitle>
        <InlineError message={`This order could not be loaded: ${readableMessage(order.error, 'please try again.')}`} onRetry={() => void order.refetch()} />
      </Page>
    );
  }
  const details = order.data;
  return (
    <Page>
      <PageTitle>Order: {details.productName}</PageTitle>
      <Stack>
        <p role="status" data-testid="order-stage">{STAGE_LABELS[details.stage]}</p>
        <Card>
          <Facts>
            <dt>Price</dt>
            <dd>{formatDollars(details.price)}</dd>
            <dt>Seller</dt>
            <dd>{details.counterpart.name}</dd>
            <dt>Seller's phone</dt>
            <dd>
              <a href={`tel:${details.counterpart.phone}`}>{details.counterpart.phone}</a>
            </dd>
            <dt>Meeting place</dt>
            <dd>{details.meetingLocation}</dd>
            {details.imei?.full && (
              <>
                <dt>IMEI</dt>
                <dd>{details.imei.full}</dd>
              </>
            )}
          </Facts>
          {details.imei?.full && details.stage === 'paid' && (
            <p>
              Before you take the phone, check it: send <strong>{neirVerifySms(details.imei.full)}</strong> by SMS to {NEIR.verifySmsNumber}, and
              dial {NEIR.showImeiCode} on the phone to see that its IMEI is the same.
            </p>
          )}
        </Card>
        <section aria-labelledby="timeline-heading">
          <h2 id="timeline-heading">Timeline</h2>
          <OrderTimeline steps={details.timeline} />
          {details.receiptAutomaticAt && (
            <p>If you do not confirm, receipt is counted on {new Date(details.receiptAutomaticAt).toLocaleDateString('en-GB', { dateStyle: 'medium' })}.</p>
          )}
        </section>
        {details.dispute?.resolution && <p>Our team's decision: {details.dispute.resolution}</p>}
        {details.canConfirmReceipt && (
          <div>
            <Button type="button" disabled={saving} onClick={() => void confirmReceipt().catch(() => undefined)}>
              {saving ? 'Saving…' : 'I have received the phone'}
            </Button>
          </div>
        )}
        {details.canReportProblem && details.problemReportUntil && (
          <ReportProblemForm until={details.problemReportUntil} saving={saving} onReport={reportProblem} />
        )}
        {details.canRate && <RateSellerForm saving={saving} onRate={rate} />}
        {details.rating && <p>You rated the seller {details.rating.stars} of 5.</p>}
      </Stack>
    </Page>
  );
}
