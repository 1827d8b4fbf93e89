import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmailAddress } from '../src/EmailAddress.tsx';

afterEach(cleanup);

/** The address as drawn, with a "|" where a line may break. */
function breaksOf(email: string): string {
  const { container } = render(<p>{<EmailAddress email={email} />}</p>);
  const paragraph = container.querySelector('p')!;
  return [...paragraph.childNodes].map((node) => (node.nodeName === 'WBR' ? '|' : node.textContent)).join('');
}

describe('EmailAddress', () => {
  it('reads and copies as the whole address', () => {
    const { container } = render(<EmailAddress email="demo.buyer@sellphones.test" />);
    expect(container.textContent).toBe('demo.buyer@sellphones.test');
  });

  it('may break after the @ and before each dot, never inside a word', () => {
    expect(breaksOf('demo.buyer@sellphones.test')).toBe('demo|.buyer@|sellphones|.test');
    expect(breaksOf('rahim1990@gmail.com')).toBe('rahim1990@|gmail|.com');
  });
});
