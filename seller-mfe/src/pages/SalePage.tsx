import { readableMessage, type ShellApi } from '@sellphones/contracts';
import { Card, formatDollars, InlineError, Loading, OrderTimeline, Page, PageTitle } from '@sellphones/ui';
import { useParams } from 'react-router-dom';
import { HandoverForm } from '../sales/HandoverForm.tsx';
import { useSale } from '../sales/useSales.ts';
import { SALE_STAGE_LABELS } from './MySalesPage.tsx';

/** One sale for its seller: the buyer's name and phone, the meeting place, the timeline, the handover step. */
export function SalePage({ shell }: { shell: ShellApi }) {
  const orderId = useParams().id ?? '';
  const { sale, handOver } = useSale(shell, orderId);
  if (sale.isPending) {
    return (
      <Page>
        <PageTitle>Sale</PageTitle>
        <Loading />
      </Page>
    );
  }
  if (sale.isError) {
    return (
      <Page>
        <PageTitle>Sale</PageTitle>
        <InlineError message={`This sale could not be loaded: ${readableMessage(sale.error, 'please try again.')}`} onRetry={() => void sale.refetch()} />
      </Page>
    );
  }
  const details = sale.data;
  return (
    <Page>
      <PageTitle>Sale: {details.productName}</PageTitle>
      <p role="status" data-testid="order-stage">{SALE_STAGE_LABELS[details.stage]}</p>
      <Card>
        <p>Price: {formatDollars(details.price)}</p>
        <p>Buyer: {details.counterpart.name}</p>
        <p>
          Buyer's phone: <a href={`tel:${details.counterpart.phone}`}>{details.counterpart.phone}</a>
        </p>
        <p>Meeting place: {details.meetingLocation}</p>
        {details.imei?.full && <p>IMEI: {details.imei.full}</p>}
      </Card>
      <section aria-labelledby="sale-timeline-heading">
        <h2 id="sale-timeline-heading">Timeline</h2>
        <OrderTimeline steps={details.timeline} />
      </section>
      {details.canHandOver && <HandoverForm saving={handOver.isPending} onHandOver={() => handOver.mutateAsync()} />}
      {details.dispute && <p>The buyer reported a problem: {details.dispute.text}</p>}
    </Page>
  );
}
