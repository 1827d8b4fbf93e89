import { useRef, useState } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@sellphones/ui';
import { logOut } from '../session/session-actions.ts';
import { useSessionStore } from '../session/session-store.ts';
import { HeaderSearch } from './HeaderSearch.tsx';
import { useCloseOnEscape } from './useCloseOnEscape.ts';
import { useHeaderHeightForScrolling } from './useHeaderHeightForScrolling.ts';
import { LanguageSwitch } from '../language/LanguageSwitch.tsx';
import { useText } from '../texts.ts';

const Bar = styled.header`
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  position: sticky;
  top: 0;
  z-index: 20;
`;
const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  /* On a phone the brand, the language and the menu button share the first row, down to 320 px
     in either language, and the search has the second: the two rows of the first screen. A tablet
     shows the menu's links on the first row; the search joins them on a screen of lg and up. */
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    flex-wrap: nowrap;
  }
`;
const Brand = styled(Link)`
  font-weight: 800;
  font-size: 1.2rem;
  text-decoration: none;
  color: ${({ theme }) => theme.color.brand};
`;
const MenuToggle = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  font-size: 1.3rem;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    display: none;
  }
`;
const Nav = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.line};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    display: flex;
    position: static;
    flex-direction: row;
    align-items: center;
    padding: 0;
    border: none;
  }
`;
// Styled per link rather than with a nav-wide `a` rule, which used to win over the Login
// button's white text (it is a link too).
const MenuLink = styled(NavLink)`
  padding: ${({ theme }) => theme.space(2)};
  text-decoration: none;
  color: ${({ theme }) => theme.color.ink};
  font-weight: 600;
  &.active {
    color: ${({ theme }) => theme.color.brand};
  }
`;

export function Header() {
  const t = useText();
  const [open, setOpen] = useState(false);
  const status = useSessionStore((state) => state.status);
  const navigate = useNavigate();
  const close = () => setOpen(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);
  useCloseOnEscape(open, close, menu, toggle);
  const bar = useRef<HTMLElement>(null);
  useHeaderHeightForScrolling(bar);
  const onLogOut = async () => {
    close();
    await logOut();
    navigate('/');
  };
  return (
    <Bar ref={bar}>
      <Inner>
        <Brand to="/">{t('brand')}</Brand>
        <HeaderSearch />
        <LanguageSwitch />
        <MenuToggle
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls="main-menu"
          aria-label={open ? t('menu.close') : t('menu.open')}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? '✕' : '☰'}
        </MenuToggle>
        <Nav ref={menu} id="main-menu" aria-label={t('menu.main')} $open={open}>
          <MenuLink to="/" end onClick={close}>
            {t('menu.home')}
          </MenuLink>
          {status === 'signedIn' && (
            <MenuLink to="/dashboard" onClick={close}>
              {t('menu.dashboard')}
            </MenuLink>
          )}
          <MenuLink to="/blog" onClick={close}>
            {t('menu.blog')}
          </MenuLink>
          {status === 'signedIn' ? (
            <Button type="button" $variant="secondary" onClick={onLogOut}>
              {t('menu.logOut')}
            </Button>
          ) : (
            <Button as={Link} to="/login" onClick={close}>
              {t('menu.login')}
            </Button>
          )}
        </Nav>
      </Inner>
    </Bar>
  );
}
