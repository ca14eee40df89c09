// The metadata edit form of /videos/manage/{id}: the publish page's field set, started from the video, sent with
// PUT /api/v1/videos/{id} (multipart when a new thumbnail goes with it); the server's refusals land on their fields.
import { transport } from '../instance/transport';
import { updateVideo, PRIVACY } from '../../api/upload';
import type { VideoDetails } from '../../api/types';
import { t } from '../../i18n';
import { createForm } from '../common/form';
import { loadManagedVideo } from './manage-video';
import { toast } from '../shell/toasts';
import { toAttributes, validateVideo, valuesFromVideo, VIDEO_FIELD_OF, type VideoForm } from '../video-form/video-form';

/** A form over the managed video's fields (captions and chapters have their own sections on the page). */
export function createEditForm(video: VideoDetails): VideoForm {
  // PeerTube never sends a video's password back: an empty field keeps the one it has.
  const keepsPassword = video.privacy?.id === PRIVACY.passwordProtected;
  return createForm({
    initial: valuesFromVideo(video),
    fieldOf: VIDEO_FIELD_OF,
    // What is typed (description, title, tags…) survives a reload or a crashed tab, per video.
    draft: `video-description:${video.uuid}`,
    validate: (v) => {
      const errors = validateVideo(v);
      if (keepsPassword && !v.videoPassword) delete errors.videoPassword;
      return errors;
    },
    submit: async (v) => {
      const body = toAttributes(v);
      if (keepsPassword && !v.videoPassword) delete body.videoPasswords;
      await updateVideo(transport, video.id, body, v.thumbnail);
      toast({ severity: 'success', summary: t('manage.saved', 'Video updated.') });
      void loadManagedVideo();
    },
    // The sent thumbnail is now the video's: the field is empty again, and nothing is left unsaved.
    saved: (v) => ({ ...v, thumbnail: null, videoPassword: '' }),
  });
}
