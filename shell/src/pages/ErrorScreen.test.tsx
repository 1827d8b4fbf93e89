import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './ErrorScreen.tsx';
import { renderRoutes } from '../testing/renderAtRoute.tsx';
import { useLanguageStore } from '../language/language-store.ts';

/** The error webpack raises when a piece of code does not download. */
function chunkLoadError(): Error {
  const error = new Error('Loading chunk 538 failed.\n(error: http://127.0.0.1:3000/538.2f9c1d.js)');
  error.name = 'ChunkLoadError';
  return error;
}

function renderFailingPage(error: Error) {
  renderRoutes(
    [
      {
        errorElement: <ErrorScreen />,
        children: [
          {
            path: '/dashboard',
            Component: () => {
              throw error;
            },
          },
        ],
      },
    ],
    '/dashboard',
  );
}

describe('the error screen', () => {
  it('after a failed code download: the spec text, status and a sentence, inside the layout, no address', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingPage(chunkLoadError());
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong!!!' })).toBeInTheDocument();
    expect(screen.getByText('500 Loading chunk failed')).toBeInTheDocument();
    expect(screen.getByText(/could not be downloaded\. Please check your connection/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/http|538|\.js/);
    // The header and the footer are there: the visitor is still on the site.
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to homepage' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(document.title).toBe('Something went wrong | Sell Phones BD');
    // The technical detail is kept for whoever looks at the console.
    expect(consoleError).toHaveBeenCalledWith('The page failed', expect.objectContaining({ name: 'ChunkLoadError' }));
    consoleError.mockRestore();
  });

  it('never shows the message of any other error either', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingPage(new TypeError("Cannot read properties of undefined (reading 'map') at https://x.test/a.js"));
    expect(screen.getByText('500 Internal Server Error')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Cannot read|https/);
    consoleError.mockRestore();
  });

  it('speaks Bangla on a Bangla page: the status in Bangla digits, the reason and the advice', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useLanguageStore.getState().adopt('bn');
    renderFailingPage(chunkLoadError());
    expect(screen.getByRole('heading', { level: 1, name: 'কিছু একটা ভুল হয়েছে!!!' })).toBeInTheDocument();
    expect(screen.getByText('৫০০ সাইটের একটি অংশ ডাউনলোড হয়নি')).toBeInTheDocument();
    expect(screen.getByText(/ইন্টারনেট সংযোগ দেখে পেজটি আবার লোড করুন/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পেজটি আবার লোড করুন' })).toBeInTheDocument();
    useLanguageStore.getState().adopt('en');
    consoleError.mockRestore();
  });
});
