import { useEffect, useRef } from 'react';
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

/**
 * Previous / Next with "Page X of Y" between them; hidden when everything fits on one page. Next
 * pressed onto the last page (Previous onto the first) is then disabled, which takes the focus
 * off it: the keyboard goes to the other button rather than the start of the page.
 */
export function Pagination({ page, pageCount, onPage, align = 'center' }: PaginationProps) {
  const t = useCommonText();
  const format = useFormat();
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  // The button last pressed: the browser may already have taken the focus off it once disabled.
  const pressed = useRef<'previous' | 'next' | null>(null);
  useEffect(() => {
    if (pressed.current === 'next' && page >= pageCount) previous.current?.focus();
    else if (pressed.current === 'previous' && page <= 1) next.current?.focus();
    pressed.current = null;
  }, [page, pageCount]);
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label={t('pagination.label')} $align={align}>
      <Button
        ref={previous}
        type="button"
        $variant="secondary"
        disabled={page <= 1}
        onClick={() => {
          pressed.current = 'previous';
          onPage(page - 1);
        }}
      >
        {t('pagination.previous')}
      </Button>
      <span aria-live="polite">
        {t('pagination.pageOf', { page: format.number(page), pageCount: format.number(pageCount) })}
      </span>
      <Button
        ref={next}
        type="button"
        $variant="secondary"
        disabled={page >= pageCount}
        onClick={() => {
          pressed.current = 'next';
          onPage(page + 1);
        }}
      >
        {t('pagination.next')}
      </Button>
    </Nav>
  );
}
