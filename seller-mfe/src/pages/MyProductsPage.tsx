import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { ShellApi } from '@sellphones/contracts';
import type { MyProduct } from '@sellphones/contracts/schemas';
import { Button, ConfirmDialog, EmptyState, ListStates, Page, PageTitle, useErrorText } from '@sellphones/ui';
import { ChangePhotosDialog } from '../my-products/ChangePhotosDialog.tsx';
import { ChangePriceDialog } from '../my-products/ChangePriceDialog.tsx';
import { EditDetailsDialog } from '../my-products/EditDetailsDialog.tsx';
import { MyProductsTable } from '../my-products/MyProductsTable.tsx';
import { useMyProducts, useProductActions } from '../my-products/useMyProducts.ts';
import { useText } from '../texts.ts';

type Pending = { kind: 'delete' | 'advertise'; product: MyProduct } | null;

export function MyProductsPage({ shell }: { shell: ShellApi }) {
  const products = useMyProducts(shell);
  const t = useText();
  const phones = products.data?.pages.flat() ?? [];
  const { remove, advertise, reprice, editDetails, changePhotos } = useProductActions(shell);
  const [pending, setPending] = useState<Pending>(null);
  const [repricing, setRepricing] = useState<MyProduct | null>(null);
  const [editing, setEditing] = useState<MyProduct | null>(null);
  const [rephotographing, setRephotographing] = useState<MyProduct | null>(null);
  const errorText = useErrorText();
  const busyId = remove.isPending
    ? (remove.variables?._id ?? null)
    : advertise.isPending
      ? (advertise.variables?._id ?? null)
      : null;

  function confirm() {
    if (!pending) return;
    if (pending.kind === 'delete') remove.mutate(pending.product);
    else advertise.mutate(pending.product);
    setPending(null);
  }

  return (
    <Page>
      <PageTitle>{t('myProducts.title')}</PageTitle>
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
              onChangePrice={(product) => {
                reprice.reset();
                setRepricing(product);
              }}
              onEditDetails={(product) => {
                editDetails.reset();
                setEditing(product);
              }}
              onChangePhotos={(product) => {
                changePhotos.reset();
                setRephotographing(product);
              }}
            />
            {products.hasNextPage && (
              <Button $variant="secondary" disabled={products.isFetchingNextPage} onClick={() => void products.fetchNextPage()}>
                {products.isFetchingNextPage ? t('myProducts.loadingMore') : t('myProducts.more')}
              </Button>
            )}
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
        danger={pending?.kind === 'delete'}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
      <ChangePriceDialog
        product={repricing}
        saving={reprice.isPending}
        refusal={reprice.isError ? errorText(reprice.error, t('myProducts.price.failed')) : null}
        onSave={(resalePrice) => {
          if (repricing) reprice.mutate({ product: repricing, resalePrice }, { onSuccess: () => setRepricing(null) });
        }}
        onCancel={() => setRepricing(null)}
      />
      <EditDetailsDialog
        product={editing}
        saving={editDetails.isPending}
        refusal={editDetails.isError ? errorText(editDetails.error, t('myProducts.details.failed')) : null}
        onSave={(details) => {
          if (editing) editDetails.mutate({ product: editing, details }, { onSuccess: () => setEditing(null) });
        }}
        onCancel={() => setEditing(null)}
      />
      <ChangePhotosDialog
        shell={shell}
        product={rephotographing}
        saving={changePhotos.isPending}
        refusal={changePhotos.isError ? errorText(changePhotos.error, t('myProducts.photos.failed')) : null}
        onSave={(photos) => {
          if (rephotographing) changePhotos.mutate({ product: rephotographing, photos }, { onSuccess: () => setRephotographing(null) });
        }}
        onCancel={() => setRephotographing(null)}
      />
    </Page>
  );
}
