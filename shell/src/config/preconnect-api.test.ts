import { afterEach, describe, expect, it } from 'vitest';
import { preconnectApi } from './preconnect-api.ts';

const preconnects = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((link) => ({
    href: link.href,
    crossOrigin: link.crossOrigin,
  }));

describe('preconnectApi', () => {
  afterEach(() => document.head.replaceChildren());

  it("opens a connection for the API's calls and one for its photos", () => {
    preconnectApi('http://api.example:4000/');
    expect(preconnects()).toEqual([
      { href: 'http://api.example:4000/', crossOrigin: 'anonymous' },
      { href: 'http://api.example:4000/', crossOrigin: null },
    ]);
  });

  it('adds nothing when the API is served from the page\'s own origin', () => {
    preconnectApi(`${window.location.origin}/api`);
    expect(preconnects()).toEqual([]);
  });
});
