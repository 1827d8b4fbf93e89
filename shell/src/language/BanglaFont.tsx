import { createGlobalStyle } from 'styled-components';
import regular from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2';
import bold from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2';
import fewRegular from './fonts/noto-sans-bengali-few-400.woff2';
import fewBold from './fonts/noto-sans-bengali-few-700.woff2';

/**
 * Noto Sans Bengali, the Bengali subset only, for Bangla text and the taka sign. A device that has
 * it installed (Android, most Linux) uses its own copy (`local()`); others fetch the file for the
 * first Bengali character on a page; `unicode-range` keeps it to Bengali.
 * `font-display: swap` shows the text at once in a fallback font while the font arrives. The two
 * files cover every weight the pages use (the brand is 800): regular up to 500, bold from 600.
 *
 * An English page shows only two pieces of Bengali: the taka sign and the language button's
 * "বাংলা". Each has a family of its own, drawn from a font cut down to those glyphs
 * (scripts/fonts/bengali-few-glyphs.sh, about 1 KB a weight), so an English reader on mobile data
 * does not download the whole Bengali font for them. The sign stands alone in any text, and the
 * button's word is all in the small font, so no word is shaped across two fonts.
 */
const BENGALI = 'U+0951-0952, U+0964-0965, U+0980-09FE, U+200C-200D, U+25CC';
/** ৳ */
export const TAKA_SIGN_FONT = 'Noto Sans Bengali Taka';
const TAKA_SIGN = 'U+09F3';
/** The letters of বাংলা. */
export const LANGUAGE_NAME_FONT = 'Noto Sans Bengali Name';
const LANGUAGE_NAME = 'U+0982, U+09AC, U+09B2, U+09BE';

const WEIGHTS = [
  { weights: '100 500', full: regular, few: fewRegular, local: "local('Noto Sans Bengali'), local('NotoSansBengali-Regular')" },
  { weights: '600 900', full: bold, few: fewBold, local: "local('Noto Sans Bengali Bold'), local('NotoSansBengali-Bold')" },
];

const face = (family: string, range: string, weights: string, src: string) => `
  @font-face {
    font-family: '${family}';
    font-style: normal;
    font-weight: ${weights};
    font-display: swap;
    src: ${src};
    unicode-range: ${range};
  }`;

const faces = WEIGHTS.map(({ weights, full, few, local }) =>
  [
    face('Noto Sans Bengali', BENGALI, weights, `${local}, url(${full}) format('woff2')`),
    face(TAKA_SIGN_FONT, TAKA_SIGN, weights, `${local}, url(${few}) format('woff2')`),
    face(LANGUAGE_NAME_FONT, LANGUAGE_NAME, weights, `${local}, url(${few}) format('woff2')`),
  ].join(''),
).join('');

export const BanglaFont = createGlobalStyle`${faces}`;
