// My imports' rows (islands/my-space/MyImports.tsx's ImportRow) as a view, and the list's early paint.
import { importSource, importStateText, type ImportSource } from '../import-state';
import type { Translate } from '../video-status';
import { pagedEarly, type ListTexts } from './paged';
import { isoDate, text } from './text';
import type { RowContext, RowView } from './view';

/** An import's fields its row shows (GET /api/v1/users/me/videos/imports). */
export interface MyImport extends ImportSource {
  id?: number;
  state?: { id?: number; label?: string } | null;
  createdAt?: string | Date | null;
  error?: string | null;
  video?: { uuid?: string; shortUUID?: string; name?: string } | null;
}

/** A row's view. */
export type MyImportView = RowView<
  'source' | 'state' | 'time' | 'videoLabel' | 'video' | 'error',
  'item' | 'stateClass' | 'created' | 'date' | 'watch',
  'time' | 'video' | 'watch' | 'unlinked' | 'error'
>;

/** One import: its source, state and date, the video it made (linked once it has an id), and its error. */
export function myImportView(imp: MyImport, ctx: RowContext): MyImportView {
  const { t } = ctx.fmt;
  const source = importSource(imp, t);
  const video = imp.video;
  const id = text(video?.shortUUID || video?.uuid);
  const created = isoDate(imp.createdAt);
  return {
    text: {
      source,
      state: importStateText(imp.state, t),
      time: created && ctx.fmt.relative(created),
      videoLabel: t('myImports.video', 'Video:'),
      video: text(video?.name),
      error: t('myImports.error', 'Error: {error}', { error: text(imp.error) }),
    },
    attr: {
      item: t('myImports.item', 'Import of {source}', { source }),
      stateClass: `state-badge import-state-${imp.state?.id ?? 0}`,
      created,
      date: created && ctx.fmt.date(created),
      watch: id ? `/w/${id}` : '',
    },
    show: {
      time: !!created,
      video: !!video?.name,
      watch: !!id,
      unlinked: !id,
      error: !!imp.error,
    },
  };
}

/** The list's name and count. */
export const myImportsTexts: ListTexts = {
  list: (t: Translate) => t('myImports.list', 'My imports'),
  count: (n, { tn }) => tn('myImports.total', { one: '{count} import', other: '{count} imports' }, n),
};

/** The list's first page. */
export const early = /* @__PURE__ */ pagedEarly<MyImport>(myImportsTexts, (imp, ctx) => myImportView(imp, ctx));
