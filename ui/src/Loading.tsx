import styled from 'styled-components';

const Text = styled.p`
  padding: ${({ theme }) => theme.space(8)} 0;
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;

/** The spec's loading indicator. `role="status"` so screen readers announce it. */
export function Loading() {
  return <Text role="status">Loading....</Text>;
}
