import styled from 'styled-components';
import type { AccountRow } from '@sellphones/contracts/schemas';
import { Button, EmailAddress, PersonPhoto, ResponsiveTable, useFormat } from '@sellphones/ui';
import { useText } from '../texts.ts';


// The Delete button sits at the end of its row on wide screens.
const Table = styled(ResponsiveTable)`
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    td.actions {
      text-align: right;
    }
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.muted};
`;

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
              <PersonPhoto name={account.name} photo={account.userPhoto} size={48} lazy initialTestId="account-initial" />
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
