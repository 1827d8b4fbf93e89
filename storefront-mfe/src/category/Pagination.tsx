import styled from 'styled-components';
import { Button } from '@sellphones/ui';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  justify-content: center;
`;

interface PaginationProps {
  page: number;
  pageCount: number;
  onPage(page: number): void;
}

/** Previous / Next between pages of 12; hidden when everything fits on one page. */
export function Pagination({ page, pageCount, onPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label="Pages">
      <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <Button type="button" $variant="secondary" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Nav>
  );
}
