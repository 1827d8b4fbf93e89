import { Fragment } from 'react';

/** The points where an address may break: after the @ and before each dot, as print breaks them. */
const BREAK_POINTS = /(?<=@)|(?=\.)/;

/**
 * An email address that wraps at its own joints ("demo.buyer@" / "sellphones.test") rather than
 * inside a word, and lets a table column shrink to its longest part instead of widening the page.
 */
export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(BREAK_POINTS);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
