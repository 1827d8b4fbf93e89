import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@sellphones/ui';
import { useText } from '../texts.ts';

/** Under the brand and menu on a phone or tablet (a row of its own), between them on wide screens. */
const Form = styled.form`
  order: 3;
  flex: 1 0 100%;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  position: relative;
  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    order: 0;
    flex: 1 1 auto;
    max-width: 420px;
  }
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    font: inherit;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
  }
  input[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger};
  }
  input:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 1px;
  }
`;
/**
 * Hangs under the box, over the header's edge and the page, without moving either: a card of its
 * own, so it does not read as text cut by the header's line.
 */
const Problem = styled.p`
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 1;
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.sm};
  box-shadow: ${({ theme }) => theme.shadow};
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.9rem;
`;

/** The words of the search page the visitor is on, so the box shows what was searched. */
function searchedWords(pathname: string, search: string): string {
  return pathname === '/search' ? (new URLSearchParams(search).get('q') ?? '') : '';
}

/** The header's search box: Enter or Search opens /search?q=... (the storefront's results page). */
export function HeaderSearch() {
  const t = useText();
  const location = useLocation();
  const navigate = useNavigate();
  const shown = searchedWords(location.pathname, location.search);
  const [words, setWords] = useState(shown);
  const [problem, setProblem] = useState<string | null>(null);
  // A new search page (back, forward, a link) shows its own words in the box.
  const [shownFor, setShownFor] = useState(shown);
  if (shown !== shownFor) {
    setShownFor(shown);
    setWords(shown);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = words.trim();
    if (!typed) {
      setProblem(t('search.empty'));
      // Pressed Search with the box empty: the keyboard goes where the words are typed.
      document.getElementById('header-search')?.focus();
      return;
    }
    setProblem(null);
    navigate(`/search?${new URLSearchParams({ q: typed }).toString()}`);
  }

  return (
    <Form role="search" aria-label={t('search.label')} onSubmit={submit} noValidate>
      <label htmlFor="header-search" className="visually-hidden">
        {t('search.field')}
      </label>
      <input
        id="header-search"
        type="search"
        name="q"
        placeholder={t('search.placeholder')}
        maxLength={60}
        autoComplete="off"
        enterKeyHint="search"
        value={words}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? 'header-search-problem' : undefined}
        onChange={(event) => {
          setWords(event.target.value);
          if (problem) setProblem(null);
        }}
      />
      <Button type="submit">{t('search.submit')}</Button>
      {problem && (
        <Problem id="header-search-problem" role="alert">
          {problem}
        </Problem>
      )}
    </Form>
  );
}
