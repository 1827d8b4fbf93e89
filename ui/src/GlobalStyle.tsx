import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* The sticky header (its height measured by the shell) never covers what focus scrolls to, and
     a field scrolled to shows its label above it. */
  html { -webkit-text-size-adjust: 100%; scroll-padding-top: calc(var(--header-height, 88px) + 8px); }
  input, select, textarea { scroll-margin-top: 2.5rem; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.page};
    line-height: 1.5;
  }
  img { max-width: 100%; display: block; }
  a { color: ${({ theme }) => theme.color.brand}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.focus}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; overflow: hidden;
    clip: rect(0 0 0 0); white-space: nowrap;
  }
  /* Hidden until a keyboard user tabs onto it; then shown above the sticky header. */
  .skip-link {
    position: absolute; left: 8px; top: 8px; z-index: 100;
    padding: 8px 16px; border-radius: 6px;
    background: ${({ theme }) => theme.color.surface}; color: ${({ theme }) => theme.color.brand};
    font-weight: 700; box-shadow: ${({ theme }) => theme.shadow};
    transform: translateY(-200%);
  }
  .skip-link:focus { transform: none; }
  /* The mark of a required field; the alternative text after the slash keeps it out of the label's name. */
  label[data-required]::after {
    content: ' *' / '';
    color: ${({ theme }) => theme.color.danger};
    font-weight: 700;
  }
  /* A numbered list counts in the page's digits: ১. ২. ৩. on a Bangla page, beside Bangla dates. */
  :lang(bn) ol { list-style-type: bengali; }
  /* Headings that take focus after a page change: the outline shows only for keyboard users. */
  h1[tabindex='-1']:focus:not(:focus-visible) { outline: none; }
`;
