import { useEffect, useId, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import type { UserExport } from '../../api/user-archives';
import {
  $archiveSwitches,
  $exportBusy,
  $exports,
  $importBusy,
  $importPhase,
  $latestImport,
  cancelImport,
  chooseArchive,
  exportForm,
  importForm,
  loadExports,
  loadLatestImport,
  removeExport,
  startImportExport,
} from '../../stores/account-settings/import-export';
import { bytes } from '../../lib/validators';
import { formatDate } from '../../lib/format';
import Field, { FormMessage } from '../common/Field';
import Remote from '../common/Remote';
import { useForm } from '../common/useForm';
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
  const building = useStore($exportBusy);
  const { values, errors, status } = useForm(exportForm, { load: false, guard: false });
  const requesting = status === 'submitting';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void exportForm.submit();
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
            checked={values?.withVideos ?? false}
            onChange={(e) => exportForm.set('withVideos', e.target.checked)}
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
        <FormMessage error={errors._form} />
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
  const { errors, status } = useForm(importForm, { load: false, guard: false });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void importForm.submit();
  };
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
          <Field label={t('archives.file', 'Archive to import (.zip)')} error={errors.file ?? errors._form}>
            {(a) => (
              <input
                {...a}
                type="file"
                accept=".zip,application/zip"
                onChange={(e) => chooseArchive(e.target.files?.[0] ?? null)}
              />
            )}
          </Field>
          {phase.kind === 'done' && (
            <p className="success-text" role="status">
              {t('archives.imported', 'Archive received: it will be imported as soon as possible.')}
            </p>
          )}
          {phase.kind === 'cancelled' && (
            <p role="status">{t('archives.importCancelled', 'Import cancelled: nothing was imported.')}</p>
          )}
          <p className="form-actions">
            <button type="submit" className="button primary" disabled={status === 'submitting'}>
              {t('archives.import', 'Import')}
            </button>
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
