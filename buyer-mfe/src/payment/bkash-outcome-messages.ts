import { BKASH_OUTCOMES, type BkashOutcome } from '@sellphones/contracts/schemas';

/** What the buyer reads after bKash sent them back, by the outcome the API settled on. */
export const BKASH_OUTCOME_MESSAGES: Record<Exclude<BkashOutcome, 'paid'>, string> = {
  refunded: 'This phone was sold to another buyer; your bKash payment has been refunded.',
  cancelled: 'You cancelled the bKash payment. Nothing was taken; you can pay again.',
  failed: 'The bKash payment did not go through and nothing was taken. Please try again.',
  pending: 'bKash has not confirmed this payment yet. Reload this page in a minute to see it.',
};

/** The `?bkash=` of the page's address, when it is one the API sends. */
export function bkashOutcomeOf(value: string | null): BkashOutcome | undefined {
  return BKASH_OUTCOMES.find((outcome) => outcome === value);
}
