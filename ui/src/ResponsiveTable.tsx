import styled from 'styled-components';

interface ResponsiveTableProps {
  /** Side of the square picture in the first column, in px. */
  $imageSize?: number;
  /** Round pictures (people) instead of rounded corners (phones). */
  $roundImage?: boolean;
  /** At phone width, how many lines of the card the first cell (the picture) spans. */
  $imageRows?: number;
}

/**
 * A list of things with a picture in the first column: a plain table on wide screens, a card per row
 * at phone width. Conventions of the cells: `data-label="Price"` prints "Price: " before the value on
 * a card (the header row is hidden there), and `className="actions"` gives the cell a card's full width.
 */
export const ResponsiveTable = styled.table<ResponsiveTableProps>`
  width: 100%;
  border-collapse: collapse;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  overflow: hidden;
  box-shadow: ${({ theme }) => theme.shadow};

  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.color.line};
  }
  th {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.color.muted};
    text-transform: uppercase;
  }
  img {
    display: block;
    width: ${({ $imageSize = 64 }) => $imageSize}px;
    height: ${({ $imageSize = 64 }) => $imageSize}px;
    object-fit: cover;
    border-radius: ${({ theme, $roundImage }) => ($roundImage ? '50%' : theme.radius.sm)};
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    background: transparent;
    box-shadow: none;
    /* Still read by screen readers, not drawn. */
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    tbody {
      display: grid;
      gap: ${({ theme }) => theme.space(3)};
    }
    tr {
      display: grid;
      grid-template-columns: ${({ $imageSize = 64 }) => $imageSize + 8}px 1fr;
      gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
      padding: ${({ theme }) => theme.space(3)};
      background: ${({ theme }) => theme.color.surface};
      border: 1px solid ${({ theme }) => theme.color.line};
      border-radius: ${({ theme }) => theme.radius.md};
    }
    td {
      min-width: 0;
      padding: 0;
      border: 0;
      overflow-wrap: anywhere;
    }
    td:first-child {
      grid-row: span ${({ $imageRows = 3 }) => $imageRows};
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.color.muted};
    }
    td.actions {
      grid-column: 1 / -1;
    }
  }
`;
