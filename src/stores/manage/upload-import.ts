// The Import tab: a video from a URL (when the server allows HTTP imports) or from a magnet link / .torrent file
// (when it allows torrents), into one of the person's channels; the import then runs on the server.
import { atom } from 'nanostores';
import { transport } from '../instance/transport';
import { importVideo, PRIVACY, type VideoImport } from '../../api/upload';
import { t } from '../../i18n';
import { LIMITS, FILES } from '../../lib/constraints';
import { fileError, lengthError } from '../../lib/validators';
import { createForm, type FormErrors } from '../common/form';
import { runHook } from '../plugins/run-hook';

/** Where the video comes from. */
export type ImportSource = 'url' | 'torrent';

/** The import form's fields. */
export interface ImportValues {
  source: ImportSource;
  targetUrl: string;
  magnetUri: string;
  torrent: File | null;
  channelId: string;
  privacy: string;
  /** Optional: the server names it after what it fetched. */
  name: string;
  /** Values of the fields plugins registered for imports (PeerTube's `pluginData`). */
  pluginData: Record<string, string | boolean>;
}

/** PeerTube's rules: an http(s) URL, or a magnet link with its info hash, or a .torrent file; a name of 3–120 if given. */
export function validateImport(v: ImportValues): FormErrors<ImportValues> {
  const errors: FormErrors<ImportValues> = {
    name: lengthError(v.name, LIMITS.video.name, true),
    channelId: v.channelId ? '' : t('videoForm.channelRequired', 'Choose a channel.'),
  };
  if (v.source === 'url') {
    let ok = false;
    try {
      ok = ['http:', 'https:'].includes(new URL(v.targetUrl.trim()).protocol);
    } catch {
      ok = false;
    }
    errors.targetUrl = ok ? '' : t('import.urlInvalid', 'Enter the address of the video, starting with https://');
  } else if (v.torrent) errors.torrent = fileError(v.torrent, FILES.torrent);
  else
    errors.magnetUri = /^magnet:\?.*xt=urn:btih:[0-9a-f]{40}/i.test(v.magnetUri.trim())
      ? ''
      : t('import.magnetInvalid', 'Enter a magnet link (magnet:?xt=urn:btih:…) or choose a .torrent file.');
  return Object.fromEntries(Object.entries(errors).filter(([, m]) => m)) as FormErrors<ImportValues>;
}

/** The Import tab has opened: PeerTube's URL and torrent import pages' `init` actions, for the sources offered. */
export function importPageStarted(http: boolean, torrent: boolean): void {
  if (http) void runHook('action:video-url-import.init', undefined);
  if (torrent) void runHook('action:video-torrent-import.init', undefined);
}

/** The import that was started (shown with links to it). */
export const $importResult = atom<VideoImport | null>(null);

/** The import form. */
export const importForm = createForm<ImportValues, VideoImport>({
  initial: {
    source: 'url',
    targetUrl: '',
    magnetUri: '',
    torrent: null,
    channelId: '',
    privacy: String(PRIVACY.public),
    name: '',
    pluginData: {},
  },
  validate: validateImport,
  fieldOf: { torrentfile: 'torrent' },
  submit: async (v) => {
    const body = {
      channelId: Number(v.channelId),
      privacy: Number(v.privacy),
      name: v.name.trim() || undefined,
      pluginData: Object.keys(v.pluginData).length ? v.pluginData : undefined,
      ...(v.source === 'url' ? { targetUrl: v.targetUrl.trim() } : v.torrent ? {} : { magnetUri: v.magnetUri.trim() }),
    };
    const result = await importVideo(transport, body, v.source === 'torrent' ? v.torrent : null);
    $importResult.set(result);
    return result;
  },
});
