import { create } from 'zustand';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@sellphones/contracts';
import { saveAccountLanguage } from '../auth/account-api.ts';
import { useSessionStore } from '../session/session-store.ts';

/** Where this browser remembers the reader's language between visits. */
export const LANGUAGE_STORAGE_KEY = 'language';

function rememberedLanguage(): Language | null {
  try {
    const saved = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** A shared link to a phone carries its sharer's language (`?lang=bn`, see ShareListing). */
function sharedLinkLanguage(): Language | null {
  const shared = new URLSearchParams(window.location.search).get('lang');
  return isLanguage(shared) ? shared : null;
}

/** `<html lang>` follows the language, so screen readers read Bangla as Bangla. */
function showLanguage(language: Language): void {
  document.documentElement.lang = language;
}

function remember(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts this visit
  }
  showLanguage(language);
}

interface LanguageState {
  language: Language;
  /** The reader chose a language: shown at once, remembered in this browser and, signed in, on the account. */
  choose(language: Language): void;
  /** The account's language, learnt at sign-in: shown and remembered in this browser. */
  adopt(language: Language): void;
}


export const useLanguageStore = create<LanguageState>()((set) => {
  // The reader's own choice first; one who never chose reads a shared link in its sharer's language.
  const remembered = rememberedLanguage();
  const shared = remembered === null ? sharedLinkLanguage() : null;
  const language = remembered ?? shared ?? DEFAULT_LANGUAGE;
  if (shared) remember(shared);
  else showLanguage(language);
  return {
    language,
    choose(next) {
      remember(next);
      set({ language: next });
      // Best effort: the browser keeps the choice even when the account cannot be reached.
      if (useSessionStore.getState().status === 'signedIn') saveAccountLanguage(next).catch(() => undefined);
    },
    adopt(next) {
      remember(next);
      set({ language: next });
    },
  };
});
