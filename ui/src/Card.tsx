import styled from 'styled-components';

/** A raised surface. No padding: product cards bleed their photo to the edge. */
export const Card = styled.article`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow};
  overflow: hidden;
`;

/** A card of text (an order's facts, a review, a case): inset from the edge so no word touches the border. */
export const TextCard = styled(Card)`
  padding: ${({ theme }) => theme.space(4)};
  > :first-child {
    margin-top: 0;
  }
  > :last-child {
    margin-bottom: 0;
  }
`;
