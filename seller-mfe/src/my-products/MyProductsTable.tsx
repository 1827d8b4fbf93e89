import styled from 'styled-components';
import type { MyProduct } from '@sellphones/contracts/schemas';
import { Button, ResponsiveTable, useFormat } from '@sellphones/ui';
import { useText } from '../texts.ts';
import type { RowActionName } from './useKeyboardPlace.ts';

const Badge = styled.span<{ $tone: 'sold' | 'unsold' | 'advertised' }>`
  display: inline-block;
  margin: 0 ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)} 0;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  font-size: 0.8rem;
  font-weight: 600;
  /* At least 4.5:1 each: white on the dark tones, ink on the light accent (white on it was 2:1). */
  color: ${({ theme, $tone }) => ($tone === 'advertised' ? theme.color.ink : '#fff')};
  background: ${({ theme, $tone }) =>
    $tone === 'sold'
      ? theme.color.muted
      : $tone === 'advertised'
        ? theme.color.accent
        : theme.color.success};
`;
const HiddenNote = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  color: ${({ theme }) => theme.color.danger};
  overflow-wrap: anywhere;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

interface RowActionProps {
  /** What it does, marked on the button (data-action) for focus to find it again. */
  action: RowActionName;
  variant: 'primary' | 'secondary' | 'danger';
  /** The words shown. */
  label: string;
  /** The name read out: the words shown, then the phone, so a list of buttons tells rows apart. */
  name: string;
  busy: boolean;
  onClick(): void;
}

function RowAction({ action, variant, label, name, busy, onClick }: RowActionProps) {
  return (
    <Button type="button" $variant={variant} disabled={busy} aria-label={name} data-action={action} onClick={onClick}>
      {label}
    </Button>
  );
}

interface MyProductsTableProps {
  products: MyProduct[];
  onDelete(product: MyProduct): void;
  onAdvertise(product: MyProduct): void;
  onChangePrice(product: MyProduct): void;
  onEditDetails(product: MyProduct): void;
  onChangePhotos(product: MyProduct): void;
  busyId: string | null;
}

/** My Products: a table on wide screens, a card per phone at phone width. */
export function MyProductsTable({
  products,
  onDelete,
  onAdvertise,
  onChangePrice,
  onEditDetails,
  onChangePhotos,
  busyId,
}: MyProductsTableProps) {
  const t = useText();
  const format = useFormat();
  return (
    <ResponsiveTable $imageRows={4}>
      <thead>
        <tr>
          <th scope="col">{t('myProducts.table.image')}</th>
          <th scope="col">{t('myProducts.table.name')}</th>
          <th scope="col">{t('myProducts.table.originalPrice')}</th>
          <th scope="col">{t('myProducts.table.resalePrice')}</th>
          <th scope="col">{t('myProducts.table.status')}</th>
          <th scope="col">{t('myProducts.table.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product._id} data-testid="my-product-row" data-product={product._id}>
            <td>
              <img src={product.thumb} alt={product.name} loading="lazy" />
            </td>
            <td>
              <strong>{product.name}</strong>
            </td>
            <td data-label={t('myProducts.table.originalPrice')}>
              {format.money(product.originalPrice)}
            </td>
            <td data-label={t('myProducts.table.resalePrice')}>
              {format.money(product.resalePrice)}
            </td>
            <td>
              <Badge $tone={product.sold ? 'sold' : 'unsold'}>
                {product.sold ? t('myProducts.sold') : t('myProducts.unsold')}
              </Badge>
              {product.advertised && !product.sold && (
                <Badge $tone="advertised">{t('myProducts.advertisedBadge')}</Badge>
              )}
              {/* Hidden by an admin: nobody else sees it, and the seller is told why. */}
              {product.hiddenReason && (
                <HiddenNote>{t('myProducts.hidden', { reason: product.hiddenReason })}</HiddenNote>
              )}
            </td>
            <td className="actions">
              {/* A sold phone stays in the buyer's order history, and a hidden one waits for our team: neither offers anything. */}
              {!product.sold && !product.hiddenReason && (
                <Actions>
                  {!product.advertised && (
                    <RowAction
                      action="advertise"
                      variant="primary"
                      label={t('myProducts.advertise')}
                      name={t('myProducts.advertiseNamed', { name: product.name })}
                      busy={busyId === product._id}
                      onClick={() => onAdvertise(product)}
                    />
                  )}
                  <RowAction
                    action="change-price"
                    variant="secondary"
                    label={t('myProducts.changePrice')}
                    name={t('myProducts.changePriceNamed', { name: product.name })}
                    busy={busyId === product._id}
                    onClick={() => onChangePrice(product)}
                  />
                  <RowAction
                    action="edit-details"
                    variant="secondary"
                    label={t('myProducts.editDetails')}
                    name={t('myProducts.editDetailsNamed', { name: product.name })}
                    busy={busyId === product._id}
                    onClick={() => onEditDetails(product)}
                  />
                  <RowAction
                    action="change-photos"
                    variant="secondary"
                    label={t('myProducts.changePhotos')}
                    name={t('myProducts.changePhotosNamed', { name: product.name })}
                    busy={busyId === product._id}
                    onClick={() => onChangePhotos(product)}
                  />
                  <RowAction
                    action="delete"
                    variant="danger"
                    label={t('myProducts.delete')}
                    name={t('myProducts.deleteNamed', { name: product.name })}
                    busy={busyId === product._id}
                    onClick={() => onDelete(product)}
                  />
                </Actions>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}
