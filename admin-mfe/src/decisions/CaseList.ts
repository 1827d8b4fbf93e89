import { Card } from '@sellphones/ui';
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

/** One case: its text and its decision form inset from the card's edge, as on a phone's narrow screen. */
export const CaseCard = styled(Card)`
  padding: ${({ theme }) => theme.space(4)};
  h2 {
    margin-top: 0;
  }
`;
