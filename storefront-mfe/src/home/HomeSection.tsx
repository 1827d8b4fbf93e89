import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0;
    font-size: clamp(1.3rem, 2.2vw, 1.6rem);
    text-align: center;
  }
`;

/** A titled block of the home page; the title labels the region for screen readers. */
export function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </Box>
  );
}

/**
 * Cards side by side as far as the width allows, one column on a phone. `$fit` stretches a
 * known, short list across the row instead of leaving room for more cards.
 */
export const CardGrid = styled.div<{ $min?: string; $fit?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(
    ${({ $fit }) => ($fit ? 'auto-fit' : 'auto-fill')},
    minmax(min(100%, ${({ $min = '240px' }) => $min}), 1fr)
  );
`;
