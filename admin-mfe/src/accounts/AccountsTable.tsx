import styled, { css } from 'styled-components';
import type { AccountRow } from '@sellphones/contracts/schemas';
import { Button } from '@sellphones/ui';

const joinedDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

// Read by screen readers, not drawn.
const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
const Caption = styled.caption`
  ${visuallyHidden}
`;
const Hidden = styled.span`
  ${visuallyHidden}
`;

// Mobile first: below the md breakpoint each row is a card; from md up, a plain table.
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  thead {
    ${visuallyHidden}
  }
  tbody,
  tr,
  td {
    display: block;
  }
  tr {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    margin-bottom: ${({ theme }) => theme.space(3)};
    background: ${({ theme }) => theme.color.surface};
  }
  td {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  td[data-column='photo'] {
    grid-row: span 3;
  }
  td[data-column='actions'] {
    grid-column: 1 / -1;
  }

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    thead {
      position: static;
      width: auto;
      height: auto;
      clip-path: none;
      white-space: normal;
      display: table-header-group;
    }
    tbody {
      display: table-row-group;
    }
    tr {
      display: table-row;
      border: none;
      padding: 0;
      margin: 0;
    }
    th,
    td {
      display: table-cell;
      padding: ${({ theme }) => theme.space(3)};
      text-align: left;
      vertical-align: middle;
      border-bottom: 1px solid ${({ theme }) => theme.color.line};
    }
    th {
      color: ${({ theme }) => theme.color.muted};
      font-size: 0.9rem;
    }
    td[data-column='actions'] {
      text-align: right;
    }
  }
`;

const Photo = styled.img`
  width: 48px;
  height: 48px;
  border-radius: 50%;
  object-fit: cover;
  display: block;
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
  return (
    <Table>
      <Caption>{caption}</Caption>
      <thead>
        <tr>
          <th scope="col">Photo</th>
          <th scope="col">Name</th>
          <th scope="col">Email</th>
          <th scope="col">Joined</th>
          <th scope="col">
            <Hidden>Actions</Hidden>
          </th>
        </tr>
      </thead>
      <tbody>
        {accounts.map((account) => (
          <tr key={account._id}>
            <td data-column="photo">
              {account.userPhoto ? (
                <Photo src={account.userPhoto} alt="" loading="lazy" width={48} height={48} />
              ) : (
                <Initial aria-hidden="true">{account.name.trim().charAt(0).toUpperCase() || '?'}</Initial>
              )}
            </td>
            <td data-column="name">
              <strong>{account.name}</strong>
            </td>
            <td data-column="email">{account.email}</td>
            <td data-column="joined">
              <Muted>
                <time dateTime={account.joinedAt}>{joinedDate.format(new Date(account.joinedAt))}</time>
              </Muted>
            </td>
            <td data-column="actions">
              <Button
                type="button"
                $variant="danger"
                aria-label={`Delete ${noun} ${account.name}`}
                disabled={deletingId === account._id}
                aria-busy={deletingId === account._id}
                onClick={() => onDelete(account)}
              >
                {deletingId === account._id ? 'Deleting…' : 'Delete'}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
