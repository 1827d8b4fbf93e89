import styled from 'styled-components';

/** The label/value lines of a product card (prices, used years, seller ...). */
export const ProductFacts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  font-size: 0.95rem;
  dt {
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.color.ink};
    overflow-wrap: anywhere;
  }
`;

export const CardBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
  h2,
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
`;
