import { useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@sellphones/ui';
import { useSessionStore } from '../session/session-store.ts';
import { currentItem, DASHBOARD_MENU } from './dashboard-menu.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { SkipLink } from './SkipLink.tsx';
import { useCloseOnEscape } from './useCloseOnEscape.ts';
import { useText } from '../texts.ts';

// At least the window's height, so that the footer sits at its bottom on a short page.
const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;
const Frame = styled.div`
  flex: 1 0 auto;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  display: grid;
  /* Rows keep their own height: a short page (a loading text) does not sit lower than the page
     that replaces it, so nothing jumps up when it arrives. */
  align-content: start;
  gap: ${({ theme }) => theme.space(6)};
  /* minmax(0, ...): a long word in a page never widens the column past the window. */
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: 240px minmax(0, 1fr);
  }
`;
const Drawer = styled.aside<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'block' : 'none')};
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    display: block;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: ${({ theme }) => theme.space(3)};
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.sm};
    text-decoration: none;
    color: ${({ theme }) => theme.color.ink};
    font-weight: 600;
  }
  a.active {
    background: ${({ theme }) => theme.color.brand};
    color: #fff;
  }
`;
// A window high at least, as MainLayout's: the footer stays below the first screen however short
// the page is while it loads, instead of moving down out of view when the page arrives.
const Main = styled.main`
  min-width: 0;
  min-height: 100vh;
`;
const DrawerToggle = styled(Button)`
  justify-self: start;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    display: none;
  }
`;

export function DashboardLayout() {
  const role = useSessionStore((state) => state.role);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const drawer = useRef<HTMLElement>(null);
  useCloseOnEscape(drawerOpen, () => setDrawerOpen(false), drawer, toggle);
  const menu = role ? DASHBOARD_MENU[role] : [];
  const { pathname } = useLocation();
  const t = useText();
  return (
    <Column>
      <SkipLink />
      <Header />
      <Frame>
        <DrawerToggle
          ref={toggle}
          type="button"
          $variant="secondary"
          aria-expanded={drawerOpen}
          aria-controls="dashboard-menu"
          onClick={() => setDrawerOpen((open) => !open)}
        >
          {drawerOpen ? t('dashboard.close') : t('dashboard.open')}
        </DrawerToggle>
        <Drawer ref={drawer} id="dashboard-menu" $open={drawerOpen} aria-label={t('dashboard.menu')}>
          <nav aria-label={t('dashboard.nav')}>
            <ul>
              {menu.map((item) => {
                const current = currentItem(item, pathname);
                return (
                  <li key={item.to}>
                    <Link
                      to={item.to}
                      aria-current={current}
                      className={current ? 'active' : undefined}
                      onClick={() => setDrawerOpen(false)}
                    >
                      {t(`dashboard.items.${item.item}`)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </Drawer>
        <Main id="content" tabIndex={-1}>
          <Outlet />
        </Main>
      </Frame>
      <Footer />
    </Column>
  );
}
