import { useEffect, useId, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import type { UserExport } from '../../api/user-archives';
import {
  $archiveSwitches,
  $exportBusy,
  $exportError,
  $exports,
  $importBusy,
  $importPhase,
  $latestImport,
  $requesting,
  cancelImport,
  importArchive,
  loadExports,
  loadLatestImport,
  removeExport,
  requestExport,
  retryImport,
  startImportExport,
} from '../../stores/account-settings/import-export';
import { bytes } from '../../lib/validators';
import { formatDate } from '../../lib/format';
import Remote from '../common/Remote';
import UploadProgress from '../common/UploadProgress';
import { useAccess } from '../shell/useAccess';
import { contained } from '../common/contained';
import './import-export.css';
import { $serverT } from '../../stores/instance/server-labels';

/** A date with its time, in the reader's language. */
const when = (iso: string) =>
  `${formatDate(iso)} ${new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}`;

/** The export half: what an archive holds, the archives with state, size, dates and download, and a new request. */
function ExportSection() {
  const t = useT();
  const headingId = useId();
  const state = useStore($exports);
  const error = useStore($exportError);
  const requesting = useStore($requesting);
  const building = useStore($exportBusy);
  const [withVideos, setWithVideos] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void requestExport(withVideos);
  };
  return (
    <section className="form archive-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('archives.exportTitle', 'Export my data')}</h2>
      <p>
        {t(
          'archives.exportHelp',
          'An archive of your account: settings and avatar, channels, muted accounts and servers, comments, likes, subscriptions and followers, playlists, your videos with their thumbnails and captions, and your watch history. It can be imported into another PeerTube. You can have one archive at a time.',
        )}
      </p>
      <Remote
        state={state}
        retry={() => void loadExports()}
        isEmpty={(list) => list.length === 0}
        emptyMessage={t('archives.noExport', 'No archive yet.')}
      >
        {(list) => <ExportTable list={list} />}
      </Remote>
      {building && (
        <p role="status">
          {t('archives.building', 'Your archive is being built. This page updates by itself when it is ready.')}
        </p>
      )}
      <form onSubmit={submit} noValidate aria-label={t('archives.requestLabel', 'Request an archive')}>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={withVideos}
            onChange={(e) => {
              setWithVideos(e.target.checked);
              $exportError.set('');
            }}
            aria-describedby={`${headingId}-videos-help`}
          />
          {t('archives.withVideos', 'Include the video files')}
        </label>
        <p id={`${headingId}-videos-help`} className="muted">
          {t(
            'archives.withVideosHelp',
            'Needed to re-import your videos on another PeerTube; the archive is then much bigger.',
          )}
        </p>
        {error && (
          <p className="error-text" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button primary" disabled={requesting || building}>
          {requesting ? t('archives.requesting', 'Requesting…') : t('archives.request', 'Request an archive')}
        </button>
      </form>
    </section>
  );
}

/** The archives: date, state, size, expiry, download (its link carries its own token) and delete. */
function ExportTable({ list }: { list: UserExport[] }) {
  const t = useT();
  const st = useStore($serverT);
  return (
    <div className="archive-table-scroll">
      <table className="archive-table">
        <caption className="visually-hidden">{t('archives.tableCaption', 'Your archives')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('archives.date', 'Requested')}</th>
            <th scope="col">{t('archives.state', 'State')}</th>
            <th scope="col">{t('archives.size', 'Size')}</th>
            <th scope="col">{t('archives.expires', 'Expires')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('archives.actions', 'Actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((e) => (
            <tr key={e.id}>
              <td>{when(e.createdAt)}</td>
              <td>{st(e.state.label)}</td>
              <td>{e.size ? bytes(e.size) : '—'}</td>
              <td>{e.state.id === 3 ? when(e.expiresOn) : '—'}</td>
              <td className="archive-actions">
                {e.privateDownloadUrl && (
                  <a className="button" href={e.privateDownloadUrl} download>
                    {t('archives.download', 'Download')}
                  </a>
                )}
                {e.state.id !== 2 && (
                  <button
                    type="button"
                    className="button"
                    onClick={() => void removeExport(e)}
                    aria-label={t('archives.deleteOne', 'Delete the archive of {date}', { date: when(e.createdAt) })}
                  >
                    {t('archives.delete', 'Delete')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The import half: what an import does, the latest import's state, and the archive upload with its progress. */
function ImportSection() {
  const t = useT();
  const st = useStore($serverT);
  const headingId = useId();
  const inputId = useId();
  const latest = useStore($latestImport);
  const phase = useStore($importPhase);
  const pending = useStore($importBusy);
  const [file, setFile] = useState<File | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void importArchive(file);
  };
  const invalid = phase.kind === 'error';
  return (
    <section className="form archive-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('archives.importTitle', 'Import an archive')}</h2>
      <p>
        {t(
          'archives.importHelp',
          'Import an archive made by another PeerTube. It copies rather than moves: your account details and settings, muted accounts and servers, likes, subscriptions (followed again), channels, playlists, watch history, and videos when the archive has their files. Comments and followers are not imported. Your email, username and password stay as they are.',
        )}
      </p>
      <Remote state={latest} retry={() => void loadLatestImport()}>
        {(item) =>
          item ? (
            <p role="status">
              {t('archives.latestImport', 'Latest import: {state}, started {date}.', {
                state: st(item.state.label),
                date: when(item.createdAt),
              })}
            </p>
          ) : (
            <p className="muted">{t('archives.noImport', 'You have not imported an archive yet.')}</p>
          )
        }
      </Remote>
      {pending ? (
        <p role="status">
          {t(
            'archives.importPending',
            'Your import is being processed: you can send another archive once it has ended.',
          )}
        </p>
      ) : phase.kind === 'uploading' ? (
        <UploadProgress
          id={`${inputId}-progress`}
          progress={phase.progress}
          label={t('archives.importProgress', 'Sending the archive')}
          onCancel={cancelImport}
        />
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby={headingId}>
          <div className={`field${invalid ? ' field-invalid' : ''}`}>
            <label htmlFor={inputId}>{t('archives.file', 'Archive to import (.zip)')}</label>
            <input
              id={inputId}
              type="file"
              accept=".zip,application/zip"
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${inputId}-error` : undefined}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                $importPhase.set({ kind: 'idle' });
              }}
            />
            {phase.kind === 'error' && (
              <p id={`${inputId}-error`} className="error-text field-error" role="alert">
                {phase.message}
              </p>
            )}
          </div>
          {phase.kind === 'done' && (
            <p className="success-text" role="status">
              {t('archives.imported', 'Archive received: it will be imported as soon as possible.')}
            </p>
          )}
          {phase.kind === 'cancelled' && (
            <p role="status">{t('archives.importCancelled', 'Import cancelled: nothing was imported.')}</p>
          )}
          <p className="form-actions">
            <button type="submit" className="button primary">
              {t('archives.import', 'Import')}
            </button>
            {phase.kind === 'error' && phase.retryable && (
              <button type="button" className="button" onClick={retryImport}>
                {t('upload.retry', 'Retry')}
              </button>
            )}
          </p>
        </form>
      )}
    </section>
  );
}

/** /my-account/import-export: each half only when the server enables it. */
function ImportExport() {
  const t = useT();
  const user = useAccess();
  const switches = useStore($archiveSwitches);
  useEffect(() => (user ? startImportExport() : undefined), [user, switches.exportEnabled, switches.importEnabled]);
  if (!user) return null;
  return (
    <div className="archives">
      {switches.exportEnabled ? (
        <ExportSection />
      ) : (
        <p>{t('archives.exportOff', 'Exporting your data is not enabled on this server.')}</p>
      )}
      {switches.importEnabled ? (
        <ImportSection />
      ) : (
        <p>{t('archives.importOff', 'Importing an archive is not enabled on this server.')}</p>
      )}
    </div>
  );
}

export default contained(ImportExport, 'ImportExport');
