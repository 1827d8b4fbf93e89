import { describe, expect, it } from 'vitest';
import { neighbourOf } from '../src/neighbour.ts';

describe('neighbourOf', () => {
  const rows = ['a', 'b', 'c', 'd'];

  it('gives the next item, or the previous one at the end of the list', () => {
    expect(neighbourOf(rows, 1)).toBe('c');
    expect(neighbourOf(rows, 3)).toBe('c');
  });

  it('skips items that cannot take the keyboard, going forward first', () => {
    const open = (one: string) => one !== 'c';
    expect(neighbourOf(rows, 1, open)).toBe('d');
    expect(neighbourOf(rows, 3, open)).toBe('b');
    expect(neighbourOf(rows, 2, (one) => one === 'a')).toBe('a');
  });

  it('gives nothing when no other item can take it, or the item is not in the list', () => {
    expect(neighbourOf(['a'], 0)).toBeUndefined();
    expect(neighbourOf(rows, 0, (one) => one === 'a')).toBeUndefined();
    expect(neighbourOf(rows, -1)).toBeUndefined();
  });
});
