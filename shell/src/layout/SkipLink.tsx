import { useText } from '../texts.ts';
/** The first stop of the Tab key on every page: straight to the page's own content. */
export function SkipLink() {
  const t = useText();
  return (
    <a className="skip-link" href="#content">
      {t('skip')}
    </a>
  );
}
