import { createGlobalStyle } from 'styled-components';
import regular from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2';
import bold from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2';

/**
 * Noto Sans Bengali, the Bengali subset only, for Bangla text and the taka sign. A device that has
 * it installed (Android, most Linux) uses its own copy (`local()`); others fetch the file for the
 * first Bengali character on a page; `unicode-range` keeps it to Bengali.
 * `font-display: swap` shows the text at once in a fallback font while the font arrives. The two
 * files cover every weight the pages use (the brand is 800): regular up to 500, bold from 600.
 */
const BENGALI = 'U+0951-0952, U+0964-0965, U+0980-09FE, U+200C-200D, U+25CC';

export const BanglaFont = createGlobalStyle`
  @font-face {
    font-family: 'Noto Sans Bengali';
    font-style: normal;
    font-weight: 100 500;
    font-display: swap;
    src: local('Noto Sans Bengali'), local('NotoSansBengali-Regular'), url(${regular}) format('woff2');
    unicode-range: ${BENGALI};
  }
  @font-face {
    font-family: 'Noto Sans Bengali';
    font-style: normal;
    font-weight: 600 900;
    font-display: swap;
    src: local('Noto Sans Bengali Bold'), local('NotoSansBengali-Bold'), url(${bold}) format('woff2');
    unicode-range: ${BENGALI};
  }
`;
