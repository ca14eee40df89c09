// What the search filters panel (islands/search/SearchFiltersPanel.tsx, loaded when first opened) reads back from a
// query: the date range and duration range a query's bounds fall in, and years as dates. The query model itself is
// lib/search-query.ts.
import { durationBounds, type DateRange, type DurationRange, type SearchQuery } from './search-query';

const DAY = 24 * 3600 * 1000;

/** The range a start date shows as (PeerTube's loadFromPublishedRange: the widest range it fits in). */
export function dateRangeOf(startDate: string | null, now = Date.now()): DateRange {
  if (!startDate) return 'any';
  const days = Math.abs(now - Date.parse(startDate)) / DAY;
  if (days >= 365) return 'last_365days';
  if (days >= 30) return 'last_30days';
  if (days >= 7) return 'last_7days';
  return 'today';
}

/** The range duration bounds show as. */
export function durationRangeOf({
  durationMin,
  durationMax,
}: Pick<SearchQuery, 'durationMin' | 'durationMax'>): DurationRange {
  if (durationMin == null && durationMax == null) return 'any';
  return (
    (['short', 'medium', 'long'] as const).find((r) => {
      const b = durationBounds(r);
      return b.durationMin === durationMin && b.durationMax === durationMax;
    }) ?? 'custom'
  );
}

/** January 1st (local midnight) of a year as ISO 8601, PeerTube's original-publication bound; null for no year. */
export function yearToDate(year: number | null): string | null {
  if (year == null) return null;
  const date = new Date(2000, 0, 1, 0, 0, 0, 0);
  date.setFullYear(year);
  return date.toISOString();
}

/** The year an original-publication bound shows as. */
export const dateToYear = (date: string | null): number | null => (date ? new Date(date).getFullYear() : null);
