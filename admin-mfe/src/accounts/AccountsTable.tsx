import { useState } from 'react';
import styled from 'styled-components';
import type { AccountRow } from '@sellphones/contracts/schemas';
import { Button, EmailAddress, ResponsiveTable, useFormat } from '@sellphones/ui';
import { useText } from '../texts.ts';


// The Delete button sits at the end of its row on wide screens.
const Table = styled(ResponsiveTable)`
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    td.actions {
      text-align: right;
    }
  }
`;

const Initial = styled.span`
  width: 48px;
  height: 48px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.page};
  color: ${({ theme }) => theme.color.muted};
  font-weight: 700;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

/**
 * The account's photo, or the first letter of the name when there is none or it does not load
 * (Google photos and addresses that have gone away): never a broken-image icon.
 */
function AccountPhoto({ account }: { account: AccountRow }) {
  const [failed, setFailed] = useState(false);
  if (account.userPhoto && !failed) {
    return (
      <img src={account.userPhoto} alt="" loading="lazy" width={48} height={48} onError={() => setFailed(true)} />
    );
  }
  return (
    <Initial aria-hidden="true" data-testid="account-initial">
      {account.name.trim().charAt(0).toUpperCase() || '?'}
    </Initial>
  );
}

interface AccountsTableProps {
  caption: string;
  noun: string;
  accounts: AccountRow[];
  /** The row whose deletion is under way: its button is busy. */
  deletingId: string | null;
  onDelete(account: AccountRow): void;
}

/** Photo, name, email and joined date of each account, with its Delete button. */
export function AccountsTable({ caption, noun, accounts, deletingId, onDelete }: AccountsTableProps) {
  const t = useText();
  const format = useFormat();
  return (
    <Table $imageSize={48} $roundImage>
      {/* Read by screen readers, not drawn (the global visually-hidden class). */}
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('accounts.table.photo')}</th>
          <th scope="col">{t('accounts.table.name')}</th>
          <th scope="col">{t('accounts.table.email')}</th>
          <th scope="col">{t('accounts.table.joined')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('accounts.table.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((account) => (
          <tr key={account._id} data-account={account._id}>
            <td>
              <AccountPhoto key={account.userPhoto ?? ''} account={account} />
            </td>
            <td>
              <strong>{account.name}</strong>
            </td>
            <td>
              <EmailAddress email={account.email} />
            </td>
            <td>
              <Muted>
                <time dateTime={account.joinedAt}>{format.date(account.joinedAt)}</time>
              </Muted>
            </td>
            <td className="actions">
              <Button
                type="button"
                $variant="danger"
                aria-label={t('accounts.deleteNamed', { noun, name: account.name })}
                data-action="delete"
                disabled={deletingId === account._id}
                aria-busy={deletingId === account._id}
                onClick={() => onDelete(account)}
              >
                {deletingId === account._id ? t('accounts.deleting') : t('accounts.delete')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
