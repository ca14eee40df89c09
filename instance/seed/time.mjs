// Fixed clock for seed data, so every run (and every snapshot) shows the same dates.

/** The seed epoch: all seeded dates are relative to it. */
export const EPOCH = Date.parse('2026-11-01T10:00:00.000Z');

/** ISO date `minutes` before the epoch. */
export function ago(minutes) {
  return new Date(EPOCH - Math.round(minutes * 60_000)).toISOString();
}
