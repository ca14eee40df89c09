import { api } from '../instance/api';
import type { ResultList, Video, VideoChannel } from '../../api/types';
import { actorHandle } from '../../lib/format';
import { instanceHost } from '../../stores/instance/client-settings';
import { sameOriginPath } from '../../lib/safe-redirect';
import { t } from '../../i18n';
import { createForm, type FormStore } from '../common/form';

/** `name@host` (a leading @ allowed) → its parts, or null when it is not a handle. */
export function parseHandle(handle: string): { name: string; host: string } | null {
  const m = /^@?([\w.-]+)@([\w.-]+(?::\d+)?)$/.exec(handle.trim());
  return m ? { name: m[1]!, host: m[2]! } : null;
}

/** Where a person of another instance interacts with `uri`: that instance's /remote-interaction page. */
export function remoteInteractionUrl(handle: string, uri: string): string | null {
  const parsed = parseHandle(handle);
  if (!parsed) return null;
  const scheme = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(parsed.host) ? 'http' : 'https';
  return `${scheme}://${parsed.host}/remote-interaction?uri=${encodeURIComponent(uri)}`;
}

/** Finds the local page of a remote object (video or channel URL, or channel handle), or null when it cannot be found. */
export async function resolveRemoteUri(uri: string): Promise<string | null> {
  const query = { search: uri, start: 0, count: 1 };
  const [videos, channels] = await Promise.all([
    api.get<ResultList<Video>>('/api/v1/search/videos', { query }).catch(() => null),
    api.get<ResultList<VideoChannel>>('/api/v1/search/video-channels', { query }).catch(() => null),
  ]);
  // Built from the server's answer: the page goes there only through the one same-origin check.
  const video = videos?.data?.[0];
  if (video) return sameOriginPath(`/w/${video.shortUUID ?? video.uuid}`);
  const channel = channels?.data?.[0];
  if (channel) return sameOriginPath(`/c/${actorHandle(channel, instanceHost())}`);
  return null;
}

/** The account of another instance to interact from. */
export interface RemoteHandleValues {
  handle: string;
}

/** The handle form of /remote-interaction for `uri`: a handle that is not name@instance is said on its field, kept as
 *  typed; a valid one goes to that instance's remote-interaction page (`go`, the browser's navigation by default). */
export function remoteHandleForm(uri: string, go: (url: string) => void = (url) => location.assign(url)) {
  const form: FormStore<RemoteHandleValues> = createForm<RemoteHandleValues>({
    initial: { handle: '' },
    validate: (v) => ({
      handle: parseHandle(v.handle)
        ? ''
        : t('remote.badHandle', 'Enter your account as name@instance, e.g. jane@video.example.org.'),
    }),
    submit: async (v) => go(remoteInteractionUrl(v.handle, uri)!),
  });
  return form;
}
