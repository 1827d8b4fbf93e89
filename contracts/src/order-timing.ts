/**
 * The time rules of an order after payment, shared by the API (which computes an order's stage
 * from its timestamps whenever it is read, so no timer in any one process is needed) and the apps
 * (which show the dates these give).
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** A handed-over phone counts as received this many days after handover unless the buyer said so earlier. */
export const RECEIPT_AUTOMATIC_AFTER_DAYS = 7;
/** A buyer may report a problem with a handed-over phone until this many days after handover. */
export const PROBLEM_REPORT_DAYS = 3;

export function receiptAutomaticAt(handedOverAt: Date): Date {
  return new Date(handedOverAt.getTime() + RECEIPT_AUTOMATIC_AFTER_DAYS * DAY_MS);
}

export function problemReportUntil(handedOverAt: Date): Date {
  return new Date(handedOverAt.getTime() + PROBLEM_REPORT_DAYS * DAY_MS);
}
