// What My imports says of one import: where it comes from, and its state. Plain functions of a translator, so the
// list's rows (lib/rows/my-imports.ts), painted early before the i18n code has loaded, say what the page says.
import type { Translate } from './video-status';

/** The fields of an import these read (GET /api/v1/users/me/videos/imports). */
export interface ImportSource {
  targetUrl?: string | null;
  torrentName?: string | null;
  magnetUri?: string | null;
}

/** The URL, torrent or magnet link it imports. */
export function importSource(imp: ImportSource, t: Translate): string {
  return imp.targetUrl || imp.torrentName || imp.magnetUri || t('myImports.unknownSource', 'Unknown source');
}

/** Pending, success, failed, rejected, cancelled, processing (else the server's label). */
export function importStateText(state: { id?: number; label?: string } | null | undefined, t: Translate): string {
  const states: Record<number, string> = {
    1: t('myImports.state.pending', 'Pending'),
    2: t('myImports.state.success', 'Success'),
    3: t('myImports.state.failed', 'Failed'),
    4: t('myImports.state.rejected', 'Rejected'),
    5: t('myImports.state.cancelled', 'Cancelled'),
    6: t('myImports.state.processing', 'Processing'),
  };
  return states[state?.id ?? 0] ?? String(state?.label ?? '');
}
