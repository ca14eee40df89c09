// The Go live tab: a live into one of the person's channels (permanent or one-off, replay saved or not, latency),
// then where to stream: the RTMP(S) URLs and the stream key, read back from the server.
import { atom } from 'nanostores';
import { api } from '../instance/api';
import { createLive, getLive, LATENCY, PRIVACY, type LiveVideo, type UploadedVideo } from '../../api/upload';
import { t } from '../../i18n';
import { LIMITS } from '../../lib/constraints';
import { lengthError } from '../../lib/validators';
import { createForm, type FormErrors } from '../common/form';
import { runHook } from '../plugins/run-hook';

/** The live form's fields. */
export interface LiveValues {
  channelId: string;
  name: string;
  privacy: string;
  permanentLive: boolean;
  saveReplay: boolean;
  replayPrivacy: string;
  latencyMode: string;
  /** Values of the fields plugins registered for lives (PeerTube's `pluginData`). */
  pluginData: Record<string, string | boolean>;
}

/** The Go live tab has opened (PeerTube's `action:go-live.init`). */
export const goLivePageStarted = () => void runHook('action:go-live.init', undefined);

/** The live created and where to stream to it. */
export const $liveResult = atom<{ video: UploadedVideo['video']; live: LiveVideo } | null>(null);

/** A name of 3–120 characters and a channel. */
export function validateLive(v: LiveValues): FormErrors<LiveValues> {
  const errors: FormErrors<LiveValues> = {
    name: lengthError(v.name, LIMITS.video.name),
    channelId: v.channelId ? '' : t('videoForm.channelRequired', 'Choose a channel.'),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, m]) => m)) as FormErrors<LiveValues>;
}

/** The live form. */
export const liveForm = createForm<LiveValues, UploadedVideo>({
  initial: {
    channelId: '',
    name: '',
    privacy: String(PRIVACY.public),
    permanentLive: false,
    saveReplay: false,
    replayPrivacy: String(PRIVACY.public),
    latencyMode: String(LATENCY.default),
    pluginData: {},
  },
  validate: validateLive,
  fieldOf: { 'replaySettings.privacy': 'replayPrivacy' },
  submit: async (v) => {
    const created = await createLive(api, {
      channelId: Number(v.channelId),
      name: v.name.trim(),
      privacy: Number(v.privacy),
      permanentLive: v.permanentLive,
      saveReplay: v.saveReplay,
      replaySettings: v.saveReplay ? { privacy: Number(v.replayPrivacy) } : undefined,
      latencyMode: Number(v.latencyMode),
      pluginData: Object.keys(v.pluginData).length ? v.pluginData : undefined,
    });
    const live = await getLive(api, created.video.id);
    $liveResult.set({ video: created.video, live });
    return created;
  },
});
