import { create } from 'zustand';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@sellphones/contracts';

/** Where this browser remembers the reader's language between visits. */
export const LANGUAGE_STORAGE_KEY = 'language';

function rememberedLanguage(): Language {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** `<html lang>` follows the language, so screen readers read Bangla as Bangla. */
function showLanguage(language: Language): void {
  document.documentElement.lang = language;
}

interface LanguageState {
  language: Language;
  /** The reader chose a language: shown at once and remembered in this browser. */
  choose(language: Language): void;
}

export const useLanguageStore = create<LanguageState>()((set) => {
  const language = rememberedLanguage();
  showLanguage(language);
  return {
    language,
    choose(next) {
      try {
        localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
      } catch {
        // private mode: the choice lasts this visit
      }
      showLanguage(next);
      set({ language: next });
    },
  };
});
