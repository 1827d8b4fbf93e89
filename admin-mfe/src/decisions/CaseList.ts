import styled from 'styled-components';

/** The admin's queues (disputes, ratings, moderation): one card per case, stacked, long words wrapped. */
export const CaseList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  overflow-wrap: anywhere;
`;
