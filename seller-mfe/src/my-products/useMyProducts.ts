import { useErrorText, useFormat } from '@sellphones/ui';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { nextOwnListPage, ownListPage, type ShellApi } from '@sellphones/contracts';
import type { Deleted, ListingDetails, ListingPhotos, MyProduct, ResalePriceChanged } from '@sellphones/contracts/schemas';
import { useText } from '../texts.ts';
import type { PhoneChange } from './useChangeDialog.ts';

export const myProductsKey = (email: string | undefined) => ['myProducts', email ?? ''] as const;

/** The signed-in seller's phones, sold ones included, newest first, a page at a time. */
export function useMyProducts(shell: ShellApi) {
  const email = shell.user?.email;
  return useInfiniteQuery({
    queryKey: myProductsKey(email),
    queryFn: ({ signal, pageParam }) =>
      shell.request<MyProduct[]>(ownListPage(`/myProduct/${encodeURIComponent(email!)}`, pageParam), { signal }),
    initialPageParam: 1,
    getNextPageParam: nextOwnListPage,
    enabled: Boolean(email),
  });
}

/** Delete, advertise, change the price, the details or the photos; each refreshes the list (and the home page's advertised list). */
export function useProductActions(shell: ShellApi) {
  const queryClient = useQueryClient();
  const t = useText();
  const errorText = useErrorText();
  const format = useFormat();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: myProductsKey(shell.user?.email) }),
      queryClient.invalidateQueries({ queryKey: ['advertise'] }),
    ]);

  const remove = useMutation({
    mutationFn: (product: MyProduct) => shell.request<Deleted>(`/product/${product._id}`, { method: 'DELETE' }),
    onSuccess: async () => {
      shell.notify(t('myProducts.deleted'), 'success');
      await refresh();
    },
    onError: (err) => shell.notify(errorText(err, t('myProducts.deleteFailed')), 'error'),
  });

  const advertise = useMutation({
    mutationFn: (product: MyProduct) =>
      shell.request<{ acknowledged: boolean }>(`/advertise/${product._id}`, { method: 'PUT' }),
    onSuccess: async () => {
      shell.notify(t('myProducts.advertised'), 'success');
      await refresh();
    },
    onError: (err) => shell.notify(errorText(err, t('myProducts.advertiseFailed')), 'error'),
  });

  // A refusal is shown in the price dialog, which stays open with what was typed.
  const reprice = useMutation({
    mutationFn: ({ product, change }: PhoneChange<number>) =>
      shell.request<ResalePriceChanged>(`/product/${product._id}/price`, { method: 'PUT', body: { resalePrice: change } }),
    onSuccess: async (changed, { product }) => {
      shell.notify(t('myProducts.price.changed', { name: product.name, price: format.money(changed.resalePrice) }), 'success');
      await refresh();
    },
  });

  // As with the price: a refusal stays in the dialog, beside what was typed.
  const editDetails = useMutation({
    mutationFn: ({ product, change }: PhoneChange<ListingDetails>) =>
      shell.request<ListingDetails>(`/product/${product._id}/details`, { method: 'PUT', body: change }),
    onSuccess: async (_saved, { product }) => {
      shell.notify(t('myProducts.details.saved', { name: product.name }), 'success');
      await refresh();
    },
  });

  const changePhotos = useMutation({
    mutationFn: ({ product, change }: PhoneChange<ListingPhotos>) =>
      shell.request<ListingPhotos>(`/product/${product._id}/photos`, { method: 'PUT', body: change }),
    onSuccess: async (_saved, { product }) => {
      shell.notify(t('myProducts.photos.saved', { name: product.name }), 'success');
      await refresh();
    },
  });

  return { remove, advertise, reprice, editDetails, changePhotos };
}
