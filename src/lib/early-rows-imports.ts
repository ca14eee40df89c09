// My imports' rows, painted before the framework (lib/early-rows.ts): islands/my-space/MyImports.tsx's ImportRow.
import { clone, fillMarkers, marker, ROW_TEMPLATE, type Context, type RowPainter } from './early-rows';
import { dateEnglish, relativeTimeEnglish } from './format';
import { importSource, importStateText, type ImportSource } from './import-state';
import { english } from './video-status';

/** An import's fields the early row shows (GET /api/v1/users/me/videos/imports). */
export interface EarlyRowImport extends ImportSource {
  id?: number;
  state?: { id?: number; label?: string } | null;
  createdAt?: string | null;
  error?: string | null;
  video?: { uuid?: string; shortUUID?: string; name?: string } | null;
}

/** An import with its video and an error, so the template holds every part. */
export const SAMPLE_IMPORT = {
  id: 0,
  targetUrl: marker('source'),
  state: { id: 1, label: '' },
  createdAt: '2000-01-01T00:00:00.000Z',
  error: marker('error'),
  video: { uuid: marker('id'), shortUUID: marker('id'), name: marker('name') },
};

/** A row of My imports (islands/my-space/MyImports.tsx's ImportRow): the parts it lacks (its video, its error, its
 *  date) go, as the component leaves them out. */
export function paintImportRow(doc: Document, imp: EarlyRowImport, ctx: Context): Element {
  const row = clone(doc, ROW_TEMPLATE);
  const video = imp.video;
  const id = video?.shortUUID || video?.uuid;
  fillMarkers(row, {
    source: importSource(imp, english),
    error: String(imp.error ?? ''),
    id: String(id ?? ''),
    name: String(video?.name ?? ''),
  });
  const badge = row.querySelector('.state-badge');
  if (badge) {
    badge.className = `state-badge import-state-${imp.state?.id ?? 0}`;
    badge.textContent = importStateText(imp.state, english);
  }
  const time = row.querySelector('time');
  const created = imp.createdAt ? new Date(imp.createdAt) : null;
  if (!created || Number.isNaN(created.getTime())) time?.remove();
  else if (time) {
    time.setAttribute('datetime', created.toISOString());
    time.setAttribute('title', dateEnglish(created));
    time.textContent = relativeTimeEnglish(created, ctx.now);
  }
  const made = row.querySelector('[data-part="video"]');
  if (!video?.name) made?.remove();
  else if (!id) made?.querySelector('a')?.replaceWith(String(video.name));
  if (!imp.error) row.querySelector('.error-text')?.remove();
  return row;
}

/** My imports. */
export const importRows: RowPainter = { row: paintImportRow };
