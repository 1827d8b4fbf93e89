import styled from 'styled-components';

export const Page = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

export const PageTitle = styled.h1`
  margin: 0;
  /* A name or an email address in a title wraps rather than widening the page. */
  overflow-wrap: anywhere;
  font-size: clamp(1.4rem, 2.5vw, 1.9rem);
  color: ${({ theme }) => theme.color.ink};
`;
