import styled from 'styled-components';

/** What a payment method says before the buyer commits. */
export const MethodNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
`;

/** Why a payment method could not go on. */
export const MethodProblem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-weight: 600;
`;
