import type { ShellApi } from '@sellphones/contracts';
import { EmptyState, ListStates, Page, PageTitle, ResponsiveTable, useFormat } from '@sellphones/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CashReservations, MY_SALES_TITLE_ID } from '../sales/CashReservations.tsx';
import { useMySales } from '../sales/useSales.ts';
import { useText } from '../texts.ts';

/** The buyer's stars under the sale's stage. */
const Rated = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.muted};
`;

/** The seller's sold phones: which to hand over, to whom, how each sale stands and how its buyer rated it. */
export function MySalesPage({ shell }: { shell: ShellApi }) {
  const sales = useMySales(shell);
  const t = useText();
  const format = useFormat();
  return (
    <Page>
      <PageTitle id={MY_SALES_TITLE_ID} tabIndex={-1}>
        {t('sales.title')}
      </PageTitle>
      <CashReservations shell={shell} />
      <ListStates
        query={sales}
        items={sales.data}
        failed={t('sales.failed')}
        empty={<EmptyState title={t('sales.empty')} />}
      >
        {(items) => (
          <ResponsiveTable $imageRows={4} aria-label={t('sales.label')}>
            <thead>
              <tr>
                <th scope="col">{t('sales.table.image')}</th>
                <th scope="col">{t('sales.table.phone')}</th>
                <th scope="col">{t('sales.table.buyer')}</th>
                <th scope="col">{t('sales.table.price')}</th>
                <th scope="col">{t('sales.table.status')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((sale) => (
                <tr key={sale._id} data-testid="sale-row">
                  <td>
                    <img src={sale.productThumb} alt={sale.productName} loading="lazy" />
                  </td>
                  <td>
                    <Link to={`/dashboard/sale/${sale._id}`}>{sale.productName}</Link>
                  </td>
                  <td data-label={t('sales.table.buyer')}>{sale.buyerName}</td>
                  <td data-label={t('sales.table.price')}>{format.money(sale.price)}</td>
                  <td data-label={t('sales.table.status')}>
                    {t(`sales.stages.${sale.stage}`)}
                    {sale.rating !== undefined && <Rated>{t('sales.rated', { stars: format.number(sale.rating) })}</Rated>}
                  </td>
                </tr>
              ))}
            </tbody>
          </ResponsiveTable>
        )}
      </ListStates>
    </Page>
  );
}
