import { createAppTexts } from '@sellphones/ui';
import en from '../locales/profile/en.json';
import bn from '../locales/profile/bn.json';

/**
 * Your profile's own texts (namespace `profile`), in the profile page's chunk: the home page,
 * which carries the shell's texts, does not download them. `useProfileText()` gives `t`.
 */
export const { useText: useProfileText } = createAppTexts('profile', { en, bn });
