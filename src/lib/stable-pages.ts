/**
 * A list cut into pages of `size` items, reusing the previous cut's page arrays when they hold the same items (by
 * identity): a page that did not change keeps its array, so a memoized component given it does not render again
 * (issue #34: appending to a list of 2,000 cards renders the new page only).
 */
export function stablePages<T>(items: readonly T[], size: number, previous: readonly (readonly T[])[]): T[][] {
  const pages: T[][] = [];
  for (let start = 0, index = 0; start < items.length; start += size, index++) {
    const page = items.slice(start, start + size);
    const before = previous[index];
    const same = before && before.length === page.length && before.every((item, i) => item === page[i]);
    pages.push(same ? (before as T[]) : page);
  }
  return pages;
}
