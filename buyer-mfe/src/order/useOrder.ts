import type { ShellApi } from '@sellphones/contracts';
import { useErrorText } from '@sellphones/ui';
import { useText } from '../texts.ts';
import {
  confirmReceiptPath,
  orderPath,
  rateSellerPath,
  reportProblemPath,
  type NewProblem,
  type NewRating,
  type OrderDetails,
} from '@sellphones/contracts/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MY_ORDERS_KEY } from '../orders/useMyOrders.ts';

/** One paid order as its buyer sees it, and the buyer's steps on it; each step answers the order anew. */
export function useOrder(shell: ShellApi, orderId: string) {
  const queryClient = useQueryClient();
  const t = useText();
  const errorText = useErrorText();
  const key = ['order', orderId];
  const order = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => shell.request<OrderDetails>(orderPath(orderId), { signal }),
    staleTime: 0,
  });
  const step = useMutation({
    mutationFn: ({ path, body }: { path: string; body?: unknown }) =>
      shell.request<OrderDetails>(path, { method: 'POST', body: body ?? {} }),
    onSuccess: async (updated, { path }) => {
      queryClient.setQueryData(key, updated);
      await queryClient.invalidateQueries({ queryKey: [MY_ORDERS_KEY] });
      shell.notify(t(path.endsWith('/receipt') ? 'order.receiptConfirmed' : path.endsWith('/problem') ? 'order.problemReported' : 'order.ratedThanks'), 'success');
    },
    onError: (error) => shell.notify(errorText(error, t('order.saveFailed')), 'error'),
  });
  return {
    order,
    saving: step.isPending,
    confirmReceipt: () => step.mutateAsync({ path: confirmReceiptPath(orderId) }),
    reportProblem: (problem: NewProblem) => step.mutateAsync({ path: reportProblemPath(orderId), body: problem }),
    rate: (rating: NewRating) => step.mutateAsync({ path: rateSellerPath(orderId), body: rating }),
  };
}
