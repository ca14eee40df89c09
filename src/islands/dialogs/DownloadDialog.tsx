import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import { bytes } from '../../lib/validators';
import { closeDownload } from '../../stores/dialogs/download-dialog';
import { $download, downloadShown, loadDownload, type DownloadFile } from '../../stores/dialogs/download';
import { EmptyState, ErrorState, Loader } from '../common/ListStates';
import Modal from './Modal';
import './dialogs.css';
import './download.css';
import { $serverT } from '../../stores/instance/server-labels';

/** Props: the video. */
export interface DownloadDialogProps {
  video: { id: number | string; name: string };
}

function FileList({ files, label }: { files: DownloadFile[]; label: string }) {
  const t = useT();
  return (
    <ul className="plain-list download-list" aria-label={label}>
      {files.map((file) => (
        <li key={file.url}>
          <a className="button" href={file.url} download>
            {t('download.file', 'Download {resolution}', {
              resolution: file.resolution === 0 ? t('download.audio', 'audio only') : file.label,
            })}
          </a>
          <span className="muted">
            {file.fps && file.fps > 30 ? `${file.fps} fps · ` : ''}
            {file.size !== undefined ? bytes(file.size) : t('download.unknownSize', 'size unknown')}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Download a video's files (each resolution, with its size) and its subtitles, when its owner allows downloads. */
export default function DownloadDialog({ video }: DownloadDialogProps) {
  const t = useT();
  const st = useStore($serverT);
  const state = useStore($download);
  useEffect(() => void loadDownload(video.id), [video.id]);
  useEffect(downloadShown, []);
  const data = state.data;
  return (
    <Modal
      title={t('download.title', 'Download')}
      onClose={closeDownload}
      closeButton
      closeLabel={t('modal.close', 'Close')}
    >
      <p className="muted">{video.name}</p>
      {state.status === 'error' ? (
        <ErrorState message={state.error.message} onRetry={() => void loadDownload(video.id)} />
      ) : state.status !== 'ready' || !data ? (
        <Loader label={t('download.loading', 'Loading the files…')} />
      ) : !data.downloadEnabled ? (
        <p>{t('download.disabled', 'The owner of this video does not allow downloads.')}</p>
      ) : (
        <div className="download-dialog">
          <section aria-labelledby="download-video-title">
            <h3 id="download-video-title" className="download-heading">
              {t('download.video', 'Video')}
            </h3>
            {data.web.length === 0 && data.hls.length === 0 && (
              <EmptyState message={t('download.noFiles', 'This video has no file to download yet.')} />
            )}
            {data.web.length > 0 && <FileList files={data.web} label={t('download.webFiles', 'Video files')} />}
            {data.hls.length > 0 && (
              <>
                {data.web.length > 0 && (
                  <p className="download-note">
                    {t('download.hlsNote', 'The same video as prepared for streaming (fragmented MP4):')}
                  </p>
                )}
                <FileList files={data.hls} label={t('download.hlsFiles', 'Streaming files')} />
              </>
            )}
          </section>
          <section aria-labelledby="download-captions-title">
            <h3 id="download-captions-title" className="download-heading">
              {t('download.captions', 'Subtitles')}
            </h3>
            {data.captions === null ? (
              <ErrorState
                message={t('download.captionsFailed', 'The subtitles could not be listed.')}
                onRetry={() => void loadDownload(video.id)}
              />
            ) : data.captions.length === 0 ? (
              <p className="muted">{t('download.noCaptions', 'This video has no subtitles.')}</p>
            ) : (
              <ul className="plain-list download-list" aria-label={t('download.captionFiles', 'Subtitle files')}>
                {data.captions.map((c) => (
                  <li key={c.language}>
                    <a className="button" href={c.url} download={`${video.name}-${c.language}.vtt`}>
                      {t('download.caption', 'Download {language}', { language: st(c.label) })}
                    </a>
                    <span className="muted">
                      WebVTT{c.automatic ? ` · ${t('download.automatic', 'automatically generated')}` : ''}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}
