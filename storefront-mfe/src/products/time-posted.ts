// Plain English rather than Intl.RelativeTimeFormat: the first format loads the locale's data,
// about 10 ms of main thread (40 on a throttled phone) in the render that shows the first phone
// cards. The words are the same: '1 day ago', '3 days ago'.
const UNITS: Array<[string, number]> = [
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
      const count = Math.floor(seconds / size);
      return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
    }
  }
  return 'just now';
}
