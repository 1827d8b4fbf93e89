import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { theme } from '@sellphones/ui';
import { keepDocumentTitle } from './page-title.ts';
import { PageArrival } from './PageArrival.tsx';

function Page({ title, next }: { title: string; next: string }) {
  return (
    <main>
      <h1>{title}</h1>
      <Link to={next}>Next page</Link>
    </main>
  );
}

/** A heading that arrives later, as a remote's page does once its code has downloaded. */
function LatePage() {
  return (
    <main>
      <p>Loading....</p>
    </main>
  );
}

function renderRoutes(initial: string) {
  const router = createMemoryRouter(
    [
      {
        element: <PageArrival />,
        children: [
          { path: '/', element: <Page title="Home" next="/blog" /> },
          { path: '/blog', handle: { title: 'Blog' }, element: <Page title="Blog" next="/products/Oppo Phones" /> },
          {
            path: '/products/:cateName',
            handle: { title: ({ cateName }: { cateName?: string }) => cateName ?? '' },
            element: <LatePage />,
          },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
  keepDocumentTitle(router);
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}

describe('a page change inside the app', () => {
  it('gives every route its own title, from its params where it has them', async () => {
    const router = renderRoutes('/');
    expect(document.title).toBe('Sell Phones BD: buy and sell used phones in Bangladesh');
    await act(() => router.navigate('/blog'));
    expect(document.title).toBe('Blog | Sell Phones BD');
    await act(() => router.navigate('/products/Oppo%20Phones'));
    expect(document.title).toBe('Oppo Phones | Sell Phones BD');
  });

  it('moves focus to the new page heading, but leaves the first page of a visit alone', async () => {
    renderRoutes('/');
    expect(document.activeElement).toBe(document.body);
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Blog' });
    expect(document.activeElement).toBe(heading);
  });

  it('waits for a heading that arrives after the page change', async () => {
    const router = renderRoutes('/blog');
    await act(() => router.navigate('/products/Oppo%20Phones'));
    expect(document.activeElement).toBe(document.body);
    const arrived = document.createElement('h1');
    arrived.textContent = 'Oppo Phones';
    await act(async () => document.querySelector('main')!.append(arrived));
    expect(document.activeElement).toBe(arrived);
  });
});
