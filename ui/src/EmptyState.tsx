import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)};
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: center;
  h2 {
    margin: 0;
    color: ${({ theme }) => theme.color.ink};
    font-size: 1.25rem;
  }
`;

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box>
      <h2>{title}</h2>
      {children}
    </Box>
  );
}
