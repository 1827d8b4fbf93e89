import { readableMessage, type ShellApi } from '@sellphones/contracts';
import type { OrderStage } from '@sellphones/contracts/schemas';
import { EmptyState, formatDollars, InlineError, Loading, Page, PageTitle, ResponsiveTable } from '@sellphones/ui';
import { Link } from 'react-router-dom';
import { useMySales } from '../sales/useSales.ts';

export const SALE_STAGE_LABELS: Record<OrderStage, string> = {
  paid: 'Paid: hand it over',
  handed_over: 'Handed over',
  received: 'Received by the buyer',
  completed: 'Completed',
  in_dispute: 'In dispute',
  refunded: 'Refunded to the buyer',
};

/** The seller's sold phones: which to hand over, to whom, and how each sale stands. */
export function MySalesPage({ shell }: { shell: ShellApi }) {
  const sales = useMySales(shell);
  return (
    <Page>
      <PageTitle>My Sales</PageTitle>
      {sales.isPending ? (
        <Loading />
      ) : sales.isError ? (
        <InlineError message={readableMessage(sales.error, 'Your sales could not be loaded.')} onRetry={() => void sales.refetch()} />
      ) : sales.data.length === 0 ? (
        <EmptyState title="No phone sold yet" />
      ) : (
        <ResponsiveTable $imageRows={4} aria-label="Your sold phones">
          <thead>
            <tr>
              <th scope="col">Image</th>
              <th scope="col">Phone</th>
              <th scope="col">Buyer</th>
              <th scope="col">Price</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {sales.data.map((sale) => (
              <tr key={sale._id} data-testid="sale-row">
                <td>
                  <img src={sale.productImage} alt={sale.productName} loading="lazy" />
                </td>
                <td>
                  <Link to={`/dashboard/sale/${sale._id}`}>{sale.productName}</Link>
                </td>
                <td data-label="Buyer">{sale.buyerName}</td>
                <td data-label="Price">{formatDollars(sale.price)}</td>
                <td data-label="Status">{SALE_STAGE_LABELS[sale.stage]}</td>
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
      )}
    </Page>
  );
}
