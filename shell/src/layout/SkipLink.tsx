/** The first stop of the Tab key on every page: straight to the page's own content. */
export function SkipLink() {
  return (
    <a className="skip-link" href="#content">
      Skip to content
    </a>
  );
}
