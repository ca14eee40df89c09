// "Import and export" (/my-account/import-export, PeerTube ≥ 6.1): request an archive of one's account (with or
// without the video files), follow it until it is built, download or delete it; send an archive from another PeerTube
// to import with the resumable uploader (progress, Cancel, going on after a lost connection), and follow the latest
// import. Each half appears only when the server's config enables it (export.users / import.users).
import { atom, computed } from 'nanostores';
import { api } from '../instance/api';
import type { ApiError } from '../../api/errors';
import { userImportPath } from '../../api/resumable-path';
import {
  ARCHIVE_STATE,
  deleteUserExport,
  getLatestUserImport,
  listUserExports,
  requestUserExport,
  type UserExport,
  type UserImport,
} from '../../api/user-archives';
import { t } from '../../i18n';
import { $config } from '../instance/config';
import { confirm } from '../shell/confirm';
import { asApiError, type Loadable } from '../common/loadable';
import { $me } from '../session/user';
import { pollWhileVisible } from '../common/poll';
import { cancelResumable, runResumable, type UploadProgress } from '../manage/resumable-run';
import { toast } from '../shell/toasts';

/** Whether the server lets people export, and import (missing on servers before 6.1: off). */
export const $archiveSwitches = computed($config, (config) => ({
  exportEnabled: config.data?.export?.users?.enabled === true,
  importEnabled: config.data?.import?.users?.enabled === true,
}));

/** The person's exports, newest first. */
export const $exports = atom<Loadable<UserExport[]>>({ status: 'idle' });
/** The latest import (null when there was none). */
export const $latestImport = atom<Loadable<UserImport | null>>({ status: 'idle' });
/** Why the last export request was refused ('' when it was not). */
export const $exportError = atom('');
/** True while an export request is on its way. */
export const $requesting = atom(false);

/** Where the archive being imported is. */
export type ImportPhase =
  | { kind: 'idle' | 'done' | 'cancelled' }
  | { kind: 'uploading'; progress: UploadProgress }
  | { kind: 'error'; message: string; retryable: boolean };
/** The import upload's phase. */
export const $importPhase = atom<ImportPhase>({ kind: 'idle' });

const busy = (state: { id: number }) => state.id === ARCHIVE_STATE.pending || state.id === ARCHIVE_STATE.processing;

/** True while an export is still being built (then the list is asked again every few seconds). */
export const $exportBusy = computed($exports, (state) => (state.data ?? []).some((e) => busy(e.state)));
/** True while the latest import is waiting or running: a new one is refused by the server until it ends. */
export const $importBusy = computed($latestImport, (state) => !!state.data && busy(state.data.state));

async function myId(): Promise<number> {
  const now = $me.get();
  if (now.status === 'ready') return now.data.id ?? 0;
  return new Promise((resolve, reject) => {
    const off = $me.subscribe((state) => {
      if (state.status === 'ready') {
        queueMicrotask(() => off());
        resolve(state.data.id ?? 0);
      }
      if (state.status === 'error') {
        queueMicrotask(() => off());
        reject(state.error);
      }
    });
  });
}

/** Loads (or quietly refreshes, keeping what shows) a loadable atom. */
async function refresh<T>($store: typeof $exports | typeof $latestImport, fetcher: () => Promise<T>): Promise<void> {
  const store = $store as unknown as { get: () => Loadable<T>; set: (v: Loadable<T>) => void };
  const before = store.get();
  if (before.status !== 'ready') store.set({ status: 'loading', data: before.data });
  try {
    store.set({ status: 'ready', data: await fetcher() });
  } catch (error) {
    store.set({ status: 'error', error: asApiError(error), data: before.data });
  }
}

/** (Re)loads the exports. */
export const loadExports = () => refresh($exports, async () => (await listUserExports(api, await myId())).data);

/** (Re)loads the latest import; a 404 means there was none. */
export const loadLatestImport = () =>
  refresh($latestImport, async () => {
    try {
      return await getLatestUserImport(api, await myId());
    } catch (error) {
      if ((error as ApiError).status === 404) return null;
      throw error;
    }
  });

/** Loads what the enabled halves show, and follows builds and imports in progress while the page is visible. */
export function startImportExport(): () => void {
  const switches = $archiveSwitches.get();
  if (switches.exportEnabled) void loadExports();
  if (switches.importEnabled) void loadLatestImport();
  const stops = [
    pollWhileVisible({
      $trigger: $exportBusy,
      active: () => $exportBusy.get(),
      tick: () => void loadExports(),
      ms: 3000,
    }),
    pollWhileVisible({
      $trigger: $importBusy,
      active: () => $importBusy.get(),
      tick: () => void loadLatestImport(),
      ms: 3000,
    }),
  ];
  return () => stops.forEach((stop) => stop());
}

/** The message for a refused export request, in the words a person can act on. */
export function exportErrorMessage(error: ApiError): string {
  if (error.code === 'max_user_video_quota_exceeded_for_user_export') {
    return t(
      'archives.tooBigForVideos',
      'Video files cannot be included: your videos take more space than your administrator allows in an archive. Request it without the video files.',
    );
  }
  if (/already processing or completed/i.test(error.message))
    return t(
      'archives.alreadyOne',
      'An archive is already being built or ready. Delete it first, or wait until it is done.',
    );
  return error.message;
}

/** Requests a new archive; an existing one is replaced (after a confirmation), as PeerTube allows one at a time. */
export async function requestExport(withVideoFiles: boolean): Promise<void> {
  $exportError.set('');
  const existing = $exports.get().data ?? [];
  if (existing.some((e) => busy(e.state))) {
    $exportError.set(
      t(
        'archives.alreadyOne',
        'An archive is already being built or ready. Delete it first, or wait until it is done.',
      ),
    );
    return;
  }
  if (existing.length) {
    const answer = await confirm({
      title: t('archives.replaceTitle', 'Request a new archive'),
      message: t('archives.replaceMessage', 'You already have an archive. Requesting a new one deletes it.'),
      confirmButtonText: t('archives.replaceConfirm', 'Delete it and request a new one'),
    });
    if (!answer.confirmed) return;
  }
  $requesting.set(true);
  try {
    const userId = await myId();
    for (const e of existing) await deleteUserExport(api, userId, e.id);
    if (existing.length) $exports.set({ status: 'ready', data: [] });
    await requestUserExport(api, userId, withVideoFiles);
  } catch (error) {
    $exportError.set(exportErrorMessage(asApiError(error)));
  } finally {
    $requesting.set(false);
    await loadExports();
  }
}

/** Deletes an archive after a confirmation. */
export async function removeExport(item: UserExport): Promise<void> {
  const answer = await confirm({
    title: t('archives.deleteTitle', 'Delete this archive'),
    message: t('archives.deleteMessage', 'The archive will no longer be downloadable.'),
    confirmButtonText: t('archives.delete', 'Delete'),
  });
  if (!answer.confirmed) return;
  try {
    await deleteUserExport(api, await myId(), item.id);
    $exports.set({ status: 'ready', data: ($exports.get().data ?? []).filter((e) => e.id !== item.id) });
    toast({ severity: 'success', summary: t('archives.deleted', 'Archive deleted.') });
  } catch (error) {
    toast({ severity: 'error', summary: asApiError(error).message });
  }
}

/** Why a file cannot be imported ('' when it can): PeerTube takes only .zip archives. */
export function archiveRefusal(file: Pick<File, 'name'>): string {
  return /\.zip$/i.test(file.name)
    ? ''
    : t('archives.notZip', '"{name}" is not a .zip archive. Choose the archive another PeerTube gave you (.zip).', {
        name: file.name,
      });
}

/** The message for a refused import, in the words a person can act on. */
export function importErrorMessage(error: ApiError): string {
  if (error.code === 'quota_reached' || error.status === 413)
    return t('archives.quota', 'This archive does not fit in your video quota.');
  if (/already being processed/i.test(error.message))
    return t('archives.importBusy', 'An import is already being processed: wait until it ends.');
  if (/must be a zip/i.test(error.message)) return t('archives.notZipServer', 'The server only takes .zip archives.');
  return error.message;
}

let running: { controller: AbortController; endpoint: string; uploadId: string | null; file: File } | null = null;

/** Sends an archive to import (the file is checked first); the latest import shows once it is received. */
export async function importArchive(file: File | null): Promise<void> {
  if (!file) {
    $importPhase.set({
      kind: 'error',
      message: t('archives.chooseFile', 'Choose the archive to import.'),
      retryable: false,
    });
    return;
  }
  const refusal = archiveRefusal(file);
  if (refusal) {
    $importPhase.set({ kind: 'error', message: refusal, retryable: false });
    return;
  }
  const run = {
    controller: new AbortController(),
    endpoint: userImportPath(await myId()),
    uploadId: running?.file === file ? running.uploadId : null,
    file,
  };
  running = run;
  try {
    await runResumable({
      endpoint: run.endpoint,
      file,
      metadata: {},
      uploadId: run.uploadId,
      config: $config.get().data,
      signal: run.controller.signal,
      onSession: (uploadId) => {
        run.uploadId = uploadId;
      },
      onProgress: (progress) => $importPhase.set({ kind: 'uploading', progress }),
    });
    run.uploadId = null;
    $importPhase.set({ kind: 'done' });
    await loadLatestImport();
  } catch (error) {
    const e = asApiError(error);
    $importPhase.set(
      e.kind === 'aborted'
        ? { kind: 'cancelled' }
        : { kind: 'error', message: importErrorMessage(e), retryable: e.kind === 'http' ? e.status >= 500 : true },
    );
  }
}

/** Retry after a failure: goes on from what the server holds. */
export function retryImport(): void {
  if (running) void importArchive(running.file);
}

/** Cancel: stops sending and drops what the server received. */
export function cancelImport(): void {
  const run = running;
  if (!run) return;
  run.controller.abort();
  if (run.uploadId) cancelResumable(run.endpoint, run.uploadId);
  run.uploadId = null;
}
