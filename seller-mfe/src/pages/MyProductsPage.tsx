import { useState } from 'react';
import { Link } from 'react-router-dom';
import { readableMessage, type ShellApi } from '@sellphones/contracts';
import type { MyProduct } from '@sellphones/contracts/schemas';
import { Button, ConfirmDialog, EmptyState, InlineError, Loading, Page, PageTitle } from '@sellphones/ui';
import { MyProductsTable } from '../my-products/MyProductsTable.tsx';
import { useMyProducts, useProductActions } from '../my-products/useMyProducts.ts';

type Pending = { kind: 'delete' | 'advertise'; product: MyProduct } | null;

export function MyProductsPage({ shell }: { shell: ShellApi }) {
  const products = useMyProducts(shell);
  const phones = products.data?.pages.flat() ?? [];
  const { remove, advertise } = useProductActions(shell);
  const [pending, setPending] = useState<Pending>(null);
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
      <PageTitle>My Products</PageTitle>
      {products.isPending ? (
        <Loading />
      ) : products.isError ? (
        <InlineError message={readableMessage(products.error, 'Your products could not be loaded.')} onRetry={() => products.refetch()} />
      ) : phones.length === 0 ? (
        <EmptyState title="No Product Added!">
          <Link to="/dashboard/addProduct">Add a product</Link>
        </EmptyState>
      ) : (
        <>
          <MyProductsTable
            products={phones}
            busyId={busyId}
            onDelete={(product) => setPending({ kind: 'delete', product })}
            onAdvertise={(product) => setPending({ kind: 'advertise', product })}
          />
          {products.hasNextPage && (
            <Button $variant="secondary" disabled={products.isFetchingNextPage} onClick={() => void products.fetchNextPage()}>
              {products.isFetchingNextPage ? 'Loading...' : 'Show more products'}
            </Button>
          )}
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        message={
          pending?.kind === 'advertise'
            ? `Are you sure advertise ${pending.product.name} product`
            : `Are you sure delete ${pending?.product.name ?? 'this product'}?`
        }
        danger={pending?.kind === 'delete'}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </Page>
  );
}
