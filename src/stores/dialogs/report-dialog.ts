// What the report dialog is open for. Tiny on purpose (read by the always-loaded dialog host); the dialog and its
// form (stores/dialogs/report.ts) load only when someone reports something.
import { atom } from 'nanostores';

/** A video (with its duration for the time range), a comment or an account being reported. */
export interface ReportTarget {
  kind: 'video' | 'comment' | 'account';
  id: number;
  /** What the dialog names: the video title, the comment's author, the account's name. */
  name: string;
  duration?: number;
}

/** The open report, or null. */
export const $reportTarget = atom<ReportTarget | null>(null);

/** Opens the report dialog. */
export function openReport(target: ReportTarget): void {
  $reportTarget.set(target);
}

/** Closes it. */
export function closeReport(): void {
  $reportTarget.set(null);
}
