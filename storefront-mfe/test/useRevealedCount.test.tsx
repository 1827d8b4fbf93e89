import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useRevealedCount } from '../src/home/useRevealedCount.ts';

function Sections({ committed }: { committed: number[] }) {
  const revealed = useRevealedCount(4);
  committed.push(revealed);
  return <p>{revealed} of 4</p>;
}

afterEach(cleanup);

describe('useRevealedCount', () => {
  it('shows the sections under the first screen one render at a time, then stops', async () => {
    const committed: number[] = [];
    render(<Sections committed={committed} />);
    expect(await screen.findByText('4 of 4')).toBeTruthy();
    // Each count in a render of its own, in order: no render shows two new sections at once.
    expect([...new Set(committed)]).toEqual([0, 1, 2, 3, 4]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(committed.at(-1)).toBe(4);
    expect(screen.getByText('4 of 4')).toBeTruthy();
  });
});
