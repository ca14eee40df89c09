// The person's video quota (what PeerTube counts a video file or an imported archive against), read once a page needs
// it, and the checks every sending page makes with it before a byte goes: a new video, a video's replacement file,
// an account archive to import. PeerTube refuses them anyway, but only once the request arrives (for a replacement,
// after the whole file is sent).
import { api } from '../instance/api';
import { getMe, getVideoQuotaUsed } from '../../api/users';
import type { Config } from '../../api/config';
import { t } from '../../i18n';
import { bytes } from '../../lib/validators';
import { loadable } from '../common/loadable';

/** The user's quotas and what is used (bytes; -1 = unlimited). */
export interface Quota {
  videoQuota: number;
  videoQuotaDaily: number;
  used: number;
  usedDaily: number;
}

const quota = loadable<Quota>(async () => {
  const [me, used] = await Promise.all([getMe(api), getVideoQuotaUsed(api)]);
  return {
    videoQuota: me.videoQuota ?? -1,
    videoQuotaDaily: me.videoQuotaDaily ?? -1,
    used: used.videoQuotaUsed,
    usedDaily: used.videoQuotaUsedDaily,
  };
});
/** The quota shown above the publish page's drop zone and checked before sending. */
export const $quota = quota.$store;
/** Loads (or retries) the quota. */
export const loadQuota = quota.load;

/** The quota as it is now (read again: something may have been sent since), or null when it cannot be read — the
 *  server then decides alone. */
export async function freshQuota(): Promise<Quota | null> {
  await loadQuota();
  return $quota.get().data ?? null;
}

/** What is checked against a quota: a file's name and size. */
export type Sized = Pick<File, 'name' | 'size'>;

/** Why a file does not fit in the quota ('' when it does), total then daily, as PeerTube counts them. */
export function quotaRefusal(file: Sized, q: Quota | null | undefined): string {
  if (!q) return '';
  if (q.videoQuota !== -1 && q.used + file.size >= q.videoQuota)
    return t('upload.overQuota', '"{name}" ({size}) does not fit in your quota: {left} left of {total}.', {
      name: file.name,
      size: bytes(file.size),
      left: bytes(Math.max(0, q.videoQuota - q.used)),
      total: bytes(q.videoQuota),
    });
  if (q.videoQuotaDaily !== -1 && q.usedDaily + file.size >= q.videoQuotaDaily)
    return t('upload.overDaily', '"{name}" ({size}) does not fit in your daily quota: {left} left today.', {
      name: file.name,
      size: bytes(file.size),
      left: bytes(Math.max(0, q.videoQuotaDaily - q.usedDaily)),
    });
  return '';
}

/** Why a video file is larger than the server takes ('' when it is not, or when the server sets no maximum). */
export function videoSizeRefusal(file: Sized, cfg: Config | null | undefined): string {
  const max = (cfg?.video?.file as { size?: { max?: number } } | undefined)?.size?.max;
  if (!max || max <= 0 || file.size <= max) return '';
  return t('upload.tooBig', '"{name}" is {size}: the largest file this server accepts is {max}.', {
    name: file.name,
    size: bytes(file.size),
    max: bytes(max),
  });
}
