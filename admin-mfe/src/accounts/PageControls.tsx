import styled from 'styled-components';
import { Button } from '@sellphones/ui';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

interface PageControlsProps {
  page: number;
  pageCount: number;
  onChange(page: number): void;
}

/** Previous / Next under a paged table; hidden when everything fits on one page. */
export function PageControls({ page, pageCount, onChange }: PageControlsProps) {
  if (pageCount <= 1) return null;
  return (
    <Bar aria-label="Pages">
      <Button type="button" $variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <Button type="button" $variant="secondary" disabled={page >= pageCount} onClick={() => onChange(page + 1)}>
        Next
      </Button>
    </Bar>
  );
}
