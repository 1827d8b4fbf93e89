import { createAppTexts } from '@sellphones/ui';
import en from './locales/en.json';
import bn from './locales/bn.json';

/** This app's texts (namespace `admin`), shipped in its own bundle; `useText()` gives `t` in the reader's language. */
export const { useText } = createAppTexts('admin', { en, bn });
