import styled from 'styled-components';
import { Button } from './Button.tsx';
import { useCommonText } from './i18n/app-texts.ts';
import { useFormat } from './i18n/format-hooks.ts';

const Nav = styled.nav<{ $align: 'center' | 'spread' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: ${({ $align }) => ($align === 'spread' ? 'space-between' : 'center')};
  gap: ${({ theme }) => theme.space(3)};
`;

interface PaginationProps {
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  onPage(page: number): void;
  /** `spread` puts Previous and Next at the two ends of the row (under a full-width table). */
  align?: 'center' | 'spread';
}

/** Previous / Next with "Page X of Y" between them; hidden when everything fits on one page. */
export function Pagination({ page, pageCount, onPage, align = 'center' }: PaginationProps) {
  const t = useCommonText();
  const format = useFormat();
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={t('pagination.label')} $align={align}>
      <Button
        type="button"
        $variant="secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('pagination.previous')}
      </Button>
      <span aria-live="polite">
        {t('pagination.pageOf', { page: format.number(page), pageCount: format.number(pageCount) })}
      </span>
      <Button
        type="button"
        $variant="secondary"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('pagination.next')}
      </Button>
    </Nav>
  );
}
