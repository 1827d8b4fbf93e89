import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import type { Role } from '@sellphones/contracts';
import { theme } from '@sellphones/ui';
import { DashboardLayout } from './DashboardLayout.tsx';
import { ShellLocale } from '../language/ShellLocale.tsx';
import { useSessionStore } from '../session/session-store.ts';

afterEach(() => {
  cleanup();
  useSessionStore.getState().signedOut();
});

function renderDashboardAt(address: string, role: Role) {
  useSessionStore.getState().signedIn({ uid: 'u1', email: 'karim@example.test', name: 'Karim', photoURL: null }, role);
  render(
    <MemoryRouter initialEntries={[address]}>
      <ThemeProvider theme={theme}>
        <ShellLocale>
          <Routes>
            <Route path="/dashboard" element={<DashboardLayout />}>
              <Route path="*" element={<p>page</p>} />
            </Route>
          </Routes>
        </ShellLocale>
      </ThemeProvider>
    </MemoryRouter>,
  );
}

// The menu is a drawer, closed on a phone (jsdom applies no media query): its links are found hidden.
describe("the dashboard's side menu", () => {
  it("keeps My Orders marked on a booking's payment page and an order's page, and says so to a screen reader", () => {
    for (const [address, current] of [['/dashboard/payment/b1', 'true'], ['/dashboard/order/b1', 'true'], ['/dashboard/myOrders', 'page']]) {
      renderDashboardAt(address!, 'buyer');
      const link = screen.getByRole('link', { name: 'My Orders', hidden: true });
      expect(link.className, address).toContain('active');
      expect(link.getAttribute('aria-current'), address).toBe(current);
      cleanup();
    }
  });

  it("keeps My Sales marked on a sale's page, and nothing else", () => {
    renderDashboardAt('/dashboard/sale/b1', 'seller');
    expect(screen.getByRole('link', { name: 'My Sales', hidden: true }).className).toContain('active');
    expect(screen.getByRole('link', { name: 'My Sales', hidden: true }).getAttribute('aria-current')).toBe('true');
    const other = screen.getByRole('link', { name: 'My Products', hidden: true });
    expect(other.className).not.toContain('active');
    expect(other.hasAttribute('aria-current')).toBe(false);
  });

  it('offers every account its profile, last in its menu, marked on its page', () => {
    for (const role of ['buyer', 'seller', 'admin'] as const) {
      renderDashboardAt('/dashboard/profile', role);
      const links = screen.getAllByRole('link', { hidden: true }).filter((link) => link.closest('#dashboard-menu'));
      expect(links.at(-1)?.textContent, role).toBe('Your profile');
      expect(links.at(-1)?.getAttribute('aria-current'), role).toBe('page');
      cleanup();
    }
  });
});
