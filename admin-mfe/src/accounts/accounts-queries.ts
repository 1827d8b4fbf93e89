import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readableMessage, type ShellApi } from '@sellphones/contracts';
import type { AccountPage, Deleted } from '@sellphones/contracts/schemas';
import { ACCOUNT_KINDS, type AccountKind } from './account-kinds.ts';

const accountsKey = (kind: AccountKind) => ['admin', 'accounts', kind] as const;

/** One page of buyers or sellers; the previous page stays on screen while the next one loads. */
export function useAccountsPage(shell: ShellApi, kind: AccountKind, page: number, search: string) {
  return useQuery({
    queryKey: [...accountsKey(kind), { page, search }],
    queryFn: ({ signal }) =>
      shell.request<AccountPage>(ACCOUNT_KINDS[kind].path, {
        query: { page, search: search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Deletes an account, then refetches every page of that table so the row disappears. */
export function useDeleteAccount(shell: ShellApi, kind: AccountKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      shell.request<Deleted>(`/users/delete/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: async () => {
      shell.notify(ACCOUNT_KINDS[kind].deleted, 'success');
      await queryClient.invalidateQueries({ queryKey: accountsKey(kind) });
    },
    onError: (error) => {
      shell.notify(readableMessage(error, 'The account could not be deleted.'), 'error');
    },
  });
}
