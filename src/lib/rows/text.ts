// Server values as the row views write them.

/** A server value as text ('' when absent). */
export const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** `date` as ISO 8601, '' when it is not a date. */
export function isoDate(date: unknown): string {
  const time = new Date(text(date)).getTime();
  return Number.isNaN(time) ? '' : new Date(time).toISOString();
}
