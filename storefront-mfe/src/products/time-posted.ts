// Made on first use, like ui's money format: building it is slow on a phone, and the home page
// loads this module before it has any phone to label.
let relative: Intl.RelativeTimeFormat | null = null;

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '3 days ago', '1 hour ago', 'just now': how long a phone has been listed. */
export function timePostedLabel(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) {
      relative ??= new Intl.RelativeTimeFormat('en', { numeric: 'always' });
      return relative.format(-Math.floor(seconds / size), unit);
    }
  }
  return 'just now';
}
