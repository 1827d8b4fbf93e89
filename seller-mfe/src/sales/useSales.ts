import { useErrorText } from '@sellphones/ui';
import type { ShellApi } from '@sellphones/contracts';
import { handoverPath, ORDER_PATHS, orderPath, type OrderDetails, type SaleRow } from '@sellphones/contracts/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useText } from '../texts.ts';

export const SALES_KEY = 'mySales';

/** The seller's sold phones, newest payment first (the first page: a seller hands over a few at a time). */
export function useMySales(shell: ShellApi) {
  return useQuery({
    queryKey: [SALES_KEY],
    queryFn: ({ signal }) => shell.request<SaleRow[]>(ORDER_PATHS.mySales, { signal }),
    staleTime: 0,
  });
}

/** One sale as its seller sees it, and the handover step (the NEIR de-registration confirmed). */
export function useSale(shell: ShellApi, orderId: string) {
  const queryClient = useQueryClient();
  const t = useText();
  const errorText = useErrorText();
  const key = ['sale', orderId];
  const sale = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => shell.request<OrderDetails>(orderPath(orderId), { signal }),
    staleTime: 0,
  });
  const handOver = useMutation({
    mutationFn: () => shell.request<OrderDetails>(handoverPath(orderId), { method: 'POST', body: { deregistered: true } }),
    onSuccess: async (updated) => {
      queryClient.setQueryData(key, updated);
      await queryClient.invalidateQueries({ queryKey: [SALES_KEY] });
      shell.notify(t('sale.handedOver'), 'success');
    },
    onError: (error) => shell.notify(errorText(error, t('sale.handoverFailed')), 'error'),
  });
  return { sale, handOver };
}
