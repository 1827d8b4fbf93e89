import { useErrorText } from '@sellphones/ui';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShellApi } from '@sellphones/contracts';
import type { AccountPage, Deleted } from '@sellphones/contracts/schemas';
import { ACCOUNT_PATHS, type AccountKind } from './account-kinds.ts';
import { useText } from '../texts.ts';

const accountsKey = (kind: AccountKind) => ['admin', 'accounts', kind] as const;

/** One page of buyers or sellers; the previous page stays on screen while the next one loads. */
export function useAccountsPage(shell: ShellApi, kind: AccountKind, page: number, search: string) {
  return useQuery({
    queryKey: [...accountsKey(kind), { page, search }],
    queryFn: ({ signal }) =>
      shell.request<AccountPage>(ACCOUNT_PATHS[kind], {
        query: { page, search: search || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Deletes an account (with the admin's reason, if any), then refetches every page of that table so the row disappears. */
export function useDeleteAccount(shell: ShellApi, kind: AccountKind) {
  const queryClient = useQueryClient();
  const t = useText();
  const errorText = useErrorText();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      shell.request<Deleted>(`/users/delete/${encodeURIComponent(id)}`, {
        method: 'DELETE',
        // Kept in the audit log; none when the admin wrote none.
        query: { reason: reason.trim() || undefined },
      }),
    onSuccess: async () => {
      shell.notify(t(`accounts.${kind}.deleted`), 'success');
      await queryClient.invalidateQueries({ queryKey: accountsKey(kind) });
    },
    onError: (error) => {
      shell.notify(errorText(error, t('accounts.deleteFailed')), 'error');
    },
  });
}
