import { createAppTexts } from '@sellphones/ui';
import en from './locales/en.json';
import bn from './locales/bn.json';

/** This app's texts (namespace `seller`), shipped in its own bundle; `useText()` gives `t` in the reader's language. */
export const { useText } = createAppTexts('seller', { en, bn });
