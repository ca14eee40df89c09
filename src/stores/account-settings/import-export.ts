// "Import and export" (/my-account/import-export, PeerTube ≥ 6.1): request an archive of one's account (with or
// without the video files), follow it until it is built, download or delete it; send an archive from another PeerTube
// to import with the resumable uploader (progress, Cancel, going on after a lost connection), and follow the latest
// import. Each half appears only when the server's config enables it (export.users / import.users).
import { atom, computed } from 'nanostores';
import { api } from '../instance/api';
import { ApiError } from '../../api/errors';
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
import { freshQuota, type Quota } from '../manage/quota';
import { createForm } from '../common/form';
import { bytes } from '../../lib/validators';
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

/** Where the archive being imported is (refusals are the import form's, on its file field). */
export type ImportPhase = { kind: 'idle' | 'done' | 'cancelled' } | { kind: 'uploading'; progress: UploadProgress };
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

/** The export request's one choice. */
export interface ExportValues {
  withVideos: boolean;
}

const ALREADY_ONE = () =>
  t('archives.alreadyOne', 'An archive is already being built or ready. Delete it first, or wait until it is done.');

/** Requests a new archive; an existing one is replaced after a confirmation, as PeerTube allows one at a time. A
 *  refusal stays on the form with the choice made. */
export const exportForm = createForm<ExportValues>({
  initial: { withVideos: false },
  validate: () => ({ _form: ($exports.get().data ?? []).some((e) => busy(e.state)) ? ALREADY_ONE() : '' }),
  confirm: async () => {
    if (!($exports.get().data ?? []).length) return true;
    const answer = await confirm({
      title: t('archives.replaceTitle', 'Request a new archive'),
      message: t('archives.replaceMessage', 'You already have an archive. Requesting a new one deletes it.'),
      confirmButtonText: t('archives.replaceConfirm', 'Delete it and request a new one'),
    });
    return answer.confirmed;
  },
  submit: async ({ withVideos }) => {
    const existing = $exports.get().data ?? [];
    try {
      const userId = await myId();
      for (const e of existing) await deleteUserExport(api, userId, e.id);
      if (existing.length) $exports.set({ status: 'ready', data: [] });
      await requestUserExport(api, userId, withVideos);
    } catch (error) {
      const e = asApiError(error);
      throw new ApiError({ kind: e.kind, status: e.status, code: e.code, message: exportErrorMessage(e) });
    } finally {
      await loadExports();
    }
  },
});

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

/** Why an archive does not fit in the video quota ('' when it does): PeerTube counts an import against it. */
export function archiveQuotaRefusal(file: Pick<File, 'name' | 'size'>, q: Quota | null): string {
  if (!q || q.videoQuota === -1 || q.used + file.size < q.videoQuota) return '';
  return t('archives.overQuota', '"{name}" ({size}) does not fit in your video quota: {left} left of {total}.', {
    name: file.name,
    size: bytes(file.size),
    left: bytes(Math.max(0, q.videoQuota - q.used)),
    total: bytes(q.videoQuota),
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

/** The import form's one field. */
export interface ImportValues {
  file: File | null;
}

/** Sends an archive to import once checked (a .zip within the quota); a file sent before goes on from what the
 *  server holds. The latest import shows once it is received; a refusal stays on the file field. */
export const importForm = createForm<ImportValues>({
  initial: { file: null },
  validate: async ({ file }) => ({
    file: !file
      ? t('archives.chooseFile', 'Choose the archive to import.')
      : archiveRefusal(file) || archiveQuotaRefusal(file, await freshQuota()),
  }),
  submit: async (v) => {
    const file = v.file!;
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
    } catch (error) {
      const e = asApiError(error);
      if (e.kind === 'aborted') return $importPhase.set({ kind: 'cancelled' });
      $importPhase.set({ kind: 'idle' });
      throw new ApiError({
        kind: e.kind,
        status: e.status,
        code: e.code,
        invalidParams: { file: importErrorMessage(e) },
      });
    }
    run.uploadId = null;
    $importPhase.set({ kind: 'done' });
    await loadLatestImport();
  },
});

/** Picks the archive (clearing what the last one left said). */
export function chooseArchive(file: File | null): void {
  importForm.set('file', file);
  $importPhase.set({ kind: 'idle' });
}

/** Cancel: stops sending and drops what the server received. */
export function cancelImport(): void {
  const run = running;
  if (!run) return;
  run.controller.abort();
  if (run.uploadId) cancelResumable(run.endpoint, run.uploadId);
  run.uploadId = null;
}
