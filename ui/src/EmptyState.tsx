import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: center;
  /* A long search term ("Nothing matches ...") wraps instead of widening the page. */
  overflow-wrap: anywhere;
  h1,
  h2 {
    margin: 0;
    color: ${({ theme }) => theme.color.ink};
    font-size: 1.25rem;
  }
`;

interface EmptyStateProps {
  title: string;
  /** 1 when the empty state is the whole page (404, not allowed); 2 under a page's own h1. */
  level?: 1 | 2;
  children?: ReactNode;
}

export function EmptyState({ title, level = 2, children }: EmptyStateProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Box>
      <Heading>{title}</Heading>
      {children}
    </Box>
  );
}
