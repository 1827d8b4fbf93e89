import { BKASH_OUTCOMES, type BkashOutcome } from '@sellphones/contracts/schemas';

/** The `?bkash=` of the page's address, when it is one the API sends. */
export function bkashOutcomeOf(value: string | null): BkashOutcome | undefined {
  return BKASH_OUTCOMES.find((outcome) => outcome === value);
}
