import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ShellApi } from '@sellphones/contracts';
import type { MyProduct } from '@sellphones/contracts/schemas';
import { ConfirmDialog, EmptyState, ListStates, Page, PageTitle, ShowMore } from '@sellphones/ui';
import { ChangePhotosDialog } from '../my-products/ChangePhotosDialog.tsx';
import { ChangePriceDialog } from '../my-products/ChangePriceDialog.tsx';
import { EditDetailsDialog } from '../my-products/EditDetailsDialog.tsx';
import { MyProductsTable } from '../my-products/MyProductsTable.tsx';
import { useChangeDialog } from '../my-products/useChangeDialog.ts';
import { useKeyboardPlace } from '../my-products/useKeyboardPlace.ts';
import { useMyProducts, useProductActions } from '../my-products/useMyProducts.ts';
import { useText } from '../texts.ts';

type Pending = { kind: 'delete' | 'advertise'; product: MyProduct } | null;

export function MyProductsPage({ shell }: { shell: ShellApi }) {
  const products = useMyProducts(shell);
  const t = useText();
  const phones = products.data?.pages.flat() ?? [];
  const { remove, advertise, reprice, editDetails, changePhotos } = useProductActions(shell);
  const [pending, setPending] = useState<Pending>(null);
  const price = useChangeDialog(reprice, t('myProducts.price.failed'));
  const details = useChangeDialog(editDetails, t('myProducts.details.failed'));
  const photos = useChangeDialog(changePhotos, t('myProducts.photos.failed'));
  const busyId = remove.isPending
    ? (remove.variables?._id ?? null)
    : advertise.isPending
      ? (advertise.variables?._id ?? null)
      : null;
  const heading = useRef<HTMLHeadingElement>(null);
  const keyboard = useKeyboardPlace(busyId !== null, phones, heading);

  function confirm() {
    if (!pending) return;
    const { product } = pending;
    if (pending.kind === 'delete') {
      keyboard.afterDelete(product);
      remove.mutate(product, { onError: () => keyboard.backTo(product, 'delete') });
    } else {
      keyboard.afterAdvertise(product);
      advertise.mutate(product, { onError: () => keyboard.backTo(product, 'advertise') });
    }
    setPending(null);
  }

  return (
    <Page>
      <PageTitle ref={heading} tabIndex={-1}>
        {t('myProducts.title')}
      </PageTitle>
      <ListStates
        query={products}
        items={phones}
        failed={t('myProducts.failed')}
        empty={
          <EmptyState title={t('myProducts.empty')}>
            <Link to="/dashboard/addProduct">{t('myProducts.add')}</Link>
          </EmptyState>
        }
      >
        {(shown) => (
          <>
            <MyProductsTable
              products={shown}
              busyId={busyId}
              onDelete={(product) => setPending({ kind: 'delete', product })}
              onAdvertise={(product) => setPending({ kind: 'advertise', product })}
              onChangePrice={price.open}
              onEditDetails={details.open}
              onChangePhotos={photos.open}
            />
            <ShowMore
              list={products}
              shown={shown.length}
              items={() => document.querySelectorAll('[data-product]')}
              label={t('myProducts.more')}
              loadingLabel={t('myProducts.loadingMore')}
            />
          </>
        )}
      </ListStates>
      <ConfirmDialog
        open={pending !== null}
        message={
          pending?.kind === 'advertise'
            ? t('myProducts.confirmAdvertise', { name: pending.product.name })
            : t('myProducts.confirmDelete', { name: pending?.product.name ?? t('myProducts.thisProduct') })
        }
        detail={pending?.kind === 'delete' ? t('myProducts.deletePhotosRule') : undefined}
        danger={pending?.kind === 'delete'}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <ChangePriceDialog {...price.dialog} />
      <EditDetailsDialog {...details.dialog} />
      <ChangePhotosDialog shell={shell} {...photos.dialog} />
    </Page>
  );
}
