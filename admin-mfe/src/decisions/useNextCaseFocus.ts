import type { RefObject } from 'react';
import { neighbourOf, useFocusOnceShown } from '@sellphones/ui';

interface CaseQueue<Case> {
  /** A decision is being saved. */
  busy: boolean;
  cases: readonly Case[] | undefined;
  /** The id of a case's reason field (its DecisionForm's id). */
  reasonIdOf(item: NoInfer<Case>): string;
  /** Whether a case still offers a decision; every case when not given. */
  decidable?(item: NoInfer<Case>): boolean;
  /** The page's heading (focusable: tabIndex -1), for when no case is left. */
  heading: RefObject<HTMLElement | null>;
}

/**
 * A decided case takes its form away (it leaves the queue, or its comment is removed), and the
 * admin's focus with it: the keyboard goes on to the next open case's reason (the previous one's
 * at the end), or the page's heading when none is left; back on the case's own reason when the
 * decision failed. `decide(item, decision)` passes the decision's promise through.
 */
export function useNextCaseFocus<Case>({ busy, cases, reasonIdOf, decidable = () => true, heading }: CaseQueue<Case>) {
  const focusOnceShown = useFocusOnceShown(busy, cases);
  const reasonOf = (item: Case) => () => document.getElementById(reasonIdOf(item));
  function decide(item: Case, decision: Promise<unknown>): Promise<unknown> {
    const list = cases ?? [];
    const next = neighbourOf(list, list.indexOf(item), decidable);
    focusOnceShown(next ? reasonOf(next) : () => heading.current);
    return decision.catch((err: unknown) => {
      focusOnceShown(reasonOf(item));
      throw err;
    });
  }
  return decide;
}
