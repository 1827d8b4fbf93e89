import { createAppTexts, type AppTexts } from '@sellphones/ui';
import en from './locales/en.json';
import bn from './locales/bn.json';

/** The shell's texts (namespace `shell`); `useText()` gives `t` in the reader's language. */
export const shellTexts: AppTexts = createAppTexts('shell', { en, bn });
export const { useText } = shellTexts;
