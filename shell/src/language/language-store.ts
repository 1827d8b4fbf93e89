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

/**
 * Set while a reader who is not signed in chooses a language, until a sign-in takes it to the
 * account: the choice just made on this device wins over the language the account kept.
 */
const CHOSEN_SIGNED_OUT_KEY = 'languageChosenSignedOut';

function chosenWhileSignedOut(): boolean {
  try {
    return localStorage.getItem(CHOSEN_SIGNED_OUT_KEY) !== null;
  } catch {
    return false;
  }
}

function markChosenWhileSignedOut(chosen: boolean): void {
  try {
    if (chosen) localStorage.setItem(CHOSEN_SIGNED_OUT_KEY, 'true');
    else localStorage.removeItem(CHOSEN_SIGNED_OUT_KEY);
  } catch {
    // private mode: the choice lasts this visit, and the account's language wins at sign-in
  }
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
  /**
   * At sign-in, once the API token is kept: a language chosen on this device while signed out
   * wins and is saved to the account; without one, the account's language (`accountLanguage`,
   * when the sign-in learnt it) is shown, so a new device follows the account.
   */
  signingIn(accountLanguage: Language | undefined): void;
}

export const useLanguageStore = create<LanguageState>()((set, get) => {
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
      // Signed out, it is marked instead: the next sign-in takes it to the account.
      if (useSessionStore.getState().status === 'signedIn') {
        markChosenWhileSignedOut(false);
        saveAccountLanguage(next).catch(() => undefined);
      } else {
        markChosenWhileSignedOut(true);
      }
    },
    adopt(next) {
      remember(next);
      set({ language: next });
    },
    signingIn(accountLanguage) {
      if (!chosenWhileSignedOut()) {
        if (accountLanguage) get().adopt(accountLanguage);
        return;
      }
      // Read back from storage: the choice may have been made in another tab of this browser.
      const chosen = rememberedLanguage() ?? get().language;
      get().adopt(chosen);
      // The mark stays until the account has it, so a failed save is tried at the next sign-in.
      saveAccountLanguage(chosen).then(
        () => markChosenWhileSignedOut(false),
        () => undefined,
      );
    },
  };
});
