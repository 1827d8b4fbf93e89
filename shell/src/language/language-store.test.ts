import { afterEach, describe, expect, it, vi } from 'vitest';

/** The store as a page opened at `address` starts it (it reads the language once, on load). */
async function storeOpenedAt(address: string) {
  window.history.replaceState(null, '', address);
  vi.resetModules();
  const { useLanguageStore } = await import('./language-store.ts');
  return useLanguageStore.getState().language;
}

afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the language a page opens in', () => {
  it("is a shared link's language for a reader who never chose one, kept for the next pages", async () => {
    expect(await storeOpenedAt('/phones/6f1c2a4e-0000-4000-8000-000000000001?lang=bn')).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(localStorage.getItem('language')).toBe('bn');
    expect(await storeOpenedAt('/category/Samsung%20Phones')).toBe('bn');
  });

  it("is the reader's own choice over a shared link's", async () => {
    localStorage.setItem('language', 'en');
    expect(await storeOpenedAt('/phones/6f1c2a4e-0000-4000-8000-000000000001?lang=bn')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('is English without a choice or with a language the site does not have', async () => {
    expect(await storeOpenedAt('/phones/6f1c2a4e-0000-4000-8000-000000000001?lang=fr')).toBe('en');
    expect(localStorage.getItem('language')).toBeNull();
    expect(await storeOpenedAt('/')).toBe('en');
  });
});
