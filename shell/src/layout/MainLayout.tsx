import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { SkipLink } from './SkipLink.tsx';

// At least a screen high, so the footer starts below the first screen: a page that replaces the
// loading text (a remote arriving) then moves nothing in view (no layout shift).
export const Content = styled.main`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  min-height: 100vh;
`;

export function MainLayout() {
  return (
    <>
      <SkipLink />
      <Header />
      <Content id="content" tabIndex={-1}>
        <Outlet />
      </Content>
      <Footer />
    </>
  );
}
