import styled from 'styled-components';
import type { Language } from '@sellphones/contracts';
import { useText } from '../texts.ts';
import { LANGUAGE_NAME_FONT } from './BanglaFont.tsx';
import { useLanguageStore } from './language-store.ts';

const Switch = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.ink};
  font: inherit;
  /* "বাংলা" from the small font that has just its letters (BanglaFont). */
  font-family: '${LANGUAGE_NAME_FONT}', ${({ theme }) => theme.font.body};
  font-weight: 600;
  cursor: pointer;
  /* Beside the menu (its button on a phone), right of the brand, while the search has the next
     row; on a wide screen the search box sits between them. */
  margin-left: auto;
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    padding: 0 ${({ theme }) => theme.space(3)};
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    margin-left: 0;
  }
`;

/** The other language's own name, written in it: a reader who cannot read this one still finds it. */
const OTHER: Record<Language, { language: Language; name: string }> = {
  en: { language: 'bn', name: 'বাংলা' },
  bn: { language: 'en', name: 'English' },
};

/** The header's language choice: one button that switches to the other language. */
export function LanguageSwitch() {
  const t = useText();
  const language = useLanguageStore((state) => state.language);
  const choose = useLanguageStore((state) => state.choose);
  const other = OTHER[language];
  return (
    <Switch
      type="button"
      lang={other.language}
      aria-label={t('language.switchTo', { lng: other.language })}
      onClick={() => choose(other.language)}
    >
      {other.name}
    </Switch>
  );
}
