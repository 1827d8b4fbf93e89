import { useEffect, useState } from 'react';
import type { ShellApi } from '@sellphones/contracts';
import { ADMIN_REASON_MAX, type AccountRow } from '@sellphones/contracts/schemas';
import { ConfirmDialog, EmptyState, fieldControl, FormField, InlineError, Loading, neighbourOf, Pagination, useFocusOnceShown } from '@sellphones/ui';
import type { AccountKind } from './account-kinds.ts';
import { AccountSearchBox } from './AccountSearchBox.tsx';
import { AccountsTable } from './AccountsTable.tsx';
import { useAccountsPage, useDeleteAccount } from './accounts-queries.ts';
import { useAccountListParams } from './useAccountListParams.ts';
import { useText } from '../texts.ts';

/**
 * The admin's table of buyers or sellers: search, pages of 20, and Delete after a confirmation
 * that names the account and takes an optional reason for the audit log.
 */
export function AccountsList({ shell, kind }: { shell: ShellApi; kind: AccountKind }) {
  const t = useText();
  const { search, page, text, changeText, changePage } = useAccountListParams();
  const accounts = useAccountsPage(shell, kind, page, search);
  const deletion = useDeleteAccount(shell, kind);
  const [confirming, setConfirming] = useState<AccountRow | null>(null);
  const [reason, setReason] = useState('');
  const askToDelete = (account: AccountRow) => {
    setReason('');
    setConfirming(account);
  };

  const data = accounts.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  // Past the last page (the last row of a page was deleted, or an old link): show the last one.
  const pastTheEnd = data !== undefined && !accounts.isPlaceholderData && data.users.length === 0 && page > pageCount;
  useEffect(() => {
    if (pastTheEnd) changePage(pageCount);
  }, [pastTheEnd, pageCount, changePage]);

  // The row deleted takes its Delete button along: the keyboard goes to the next row's (the
  // previous row's at the end of the page), or the search box when the page is empty; back on
  // the button pressed when the delete was refused.
  const focusOnceShown = useFocusOnceShown(deletion.isPending, data?.users);
  const deleteButtonOf = (id: string) => () => document.querySelector<HTMLElement>(`[data-account="${id}"] [data-action="delete"]`);

  function confirmDelete() {
    const account = confirming;
    setConfirming(null);
    if (!account) return;
    const rows = data?.users ?? [];
    const next = neighbourOf(rows, rows.findIndex((row) => row._id === account._id));
    focusOnceShown(next ? deleteButtonOf(next._id) : () => document.querySelector<HTMLElement>('[role="search"] input'));
    deletion.mutate({ id: account._id, reason }, { onError: () => focusOnceShown(deleteButtonOf(account._id)) });
  }

  let body;
  if (accounts.isPending) {
    body = <Loading />;
  } else if (accounts.isError && !data) {
    body = <InlineError message={accounts.error.message} onRetry={() => void accounts.refetch()} />;
  } else if (!data || data.users.length === 0) {
    body = (
      <EmptyState title={t(`accounts.${kind}.empty`)}>{search && <p>{t('accounts.noMatch', { search })}</p>}</EmptyState>
    );
  } else {
    body = (
      <>
        {accounts.isError && (
          <InlineError message={accounts.error.message} onRetry={() => void accounts.refetch()} />
        )}
        <AccountsTable
          caption={t(`accounts.${kind}.title`)}
          noun={t(`accounts.${kind}.noun`)}
          accounts={data.users}
          deletingId={deletion.isPending ? (deletion.variables?.id ?? null) : null}
          onDelete={askToDelete}
        />
        <Pagination page={page} pageCount={pageCount} onPage={changePage} align="spread" />
      </>
    );
  }

  return (
    <>
      <AccountSearchBox value={text} onChange={changeText} />
      <div aria-busy={accounts.isFetching}>{body}</div>
      <ConfirmDialog
        open={confirming !== null}
        message={t(`accounts.${kind}.confirm`)}
        detail={confirming ? t('accounts.deleteDetail', { name: confirming.name, email: confirming.email }) : undefined}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(null)}
      >
        <FormField id="delete-account-reason" label={t('accounts.reason')} error={undefined}>
          <textarea
            {...fieldControl('delete-account-reason', undefined)}
            rows={2}
            maxLength={ADMIN_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </FormField>
      </ConfirmDialog>
    </>
  );
}
