// What the islands need to know about the pages' early paints (lib/early-grid.ts, lib/early-search.ts): how many
// results load their images at once, and how to take a paint out of the page. Apart from the painters, whose code the
// build puts in the HTML itself (src/build/preload-integration.mjs): an island importing them would download it again.

/** The early grid's container (components/video/EarlyGrid.astro). */
export const EARLY_GRID = '[data-early-grid]';
/** The search page's early results (components/search/EarlySearch.astro). */
export const EARLY_SEARCH = '[data-early-search]';

/** The early rows of a /my-library list (components/library/EarlyRows.astro). */
export const EARLY_ROWS = '[data-early-rows]';

/** Cards whose thumbnails load at once (the first row), in the grid island and the early grid. */
export const EAGER_CARDS = 4;
/** Playlist and video results whose thumbnails load at once (the first row), in the island and the early paint. */
export const EAGER_RESULTS = 4;

/** Removes the early grid (and what it shows above it): the island's own grid, or its error or empty state, takes over. */
export function dropEarlyGrid(doc: Document = document): void {
  doc.querySelector(EARLY_GRID)?.remove();
}

/** Removes the early search results: the island's own, or its error, take over. */
export function dropEarlySearch(doc: Document = document): void {
  doc.querySelector(EARLY_SEARCH)?.remove();
}

/** Removes a list's early rows (and what they show above them): the island's own list, or its error or empty state,
 *  takes over. */
export function dropEarlyRows(doc: Document = document): void {
  doc.querySelector(EARLY_ROWS)?.remove();
}
