import { useStore } from '@nanostores/react';
import { mediaUrl } from '../../stores/instance/client-settings';
import { formatDate } from '../../lib/format';
import type { Video } from '../../api/types';
import type { DeepPartial } from '../../api/types';
import { $serverT } from '../../stores/instance/server-labels';

/** Props: the videos, and whether each row links to its manage page (the owner's lists). */
interface Props {
  videos: DeepPartial<Video>[];
  manageLinks?: boolean;
}

/** A compact list of videos for the admin and library pages: thumbnail, title, channel, privacy, date. */
export default function VideoRows({ videos, manageLinks = false }: Props) {
  const st = useStore($serverT);
  return (
    <ul className="data-list">
      {videos.map((v) => {
        const id = v.shortUUID || v.uuid || String(v.id);
        const thumb = mediaUrl(v.thumbnailPath, undefined);
        return (
          <li key={id}>
            {thumb ? (
              <img src={thumb} width={96} height={54} alt="" loading="lazy" />
            ) : (
              <span style={{ width: 96, height: 54 }} />
            )}
            <div>
              <a href={`/w/${id}`}>{v.name}</a>
              <div className="muted">
                {v.channel?.displayName}
                {v.privacy?.label ? ` · ${st(v.privacy.label)}` : ''}
                {v.publishedAt ? ` · ${formatDate(String(v.publishedAt))}` : ''}
              </div>
            </div>
            {manageLinks && (
              <a className="button" style={{ marginInlineStart: 'auto' }} href={`/videos/manage/${id}`}>
                Manage
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
