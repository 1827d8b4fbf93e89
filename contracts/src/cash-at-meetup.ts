/**
 * Paying in cash when buyer and seller meet: the rules the API enforces (computed from timestamps
 * whenever a reservation is read, so every API instance agrees) and the apps explain.
 */
export const CASH_AT_MEETUP = {
  /** The phone is kept for the buyer this long; unpaid after it, the reservation lapsed and the phone is free again. */
  reservationHours: 48,
  /** A buyer who lets this many reservations lapse within `lapseWindowDays`... */
  lapsesAllowed: 3,
  lapseWindowDays: 30,
  /** ...cannot reserve for cash for this many days after the last of them. */
  barDays: 7,
} as const;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** When a reservation made at `from` runs out. */
export const cashReservedUntil = (from: Date): Date => new Date(from.getTime() + CASH_AT_MEETUP.reservationHours * HOUR_MS);

/**
 * Until when a buyer may not reserve for cash, given the ends of their lapsed reservations;
 * null when they may. Only lapses within the window count.
 */
export function cashBarredUntil(lapsedAt: readonly Date[], now: Date): Date | null {
  const windowStart = now.getTime() - CASH_AT_MEETUP.lapseWindowDays * DAY_MS;
  const recent = lapsedAt.filter((at) => at.getTime() > windowStart && at <= now).sort((a, b) => b.getTime() - a.getTime());
  if (recent.length < CASH_AT_MEETUP.lapsesAllowed) return null;
  const until = new Date(recent[0]!.getTime() + CASH_AT_MEETUP.barDays * DAY_MS);
  return until > now ? until : null;
}
