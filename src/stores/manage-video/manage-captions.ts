// Captions of the managed video: the list, adding or replacing one language's file (.vtt or .srt, PeerTube converts
// SubRip), and deleting one after a confirmation. The watch page reads the same list.
import { api } from '../instance/api';
import { deleteCaption } from '../../api/manage-video';
import { addCaption } from '../../api/upload';
import { transport } from '../instance/transport';
import { listCaptions, type VideoCaption } from '../../api/video-media';
import { t } from '../../i18n';
import { confirm } from '../shell/confirm';
import { createForm } from '../common/form';
import { asApiError, loadable } from '../common/loadable';
import { currentVideoId } from './manage-video';
import { toast } from '../shell/toasts';

/** PeerTube's caption file limit (CONSTRAINTS_FIELDS.VIDEO_CAPTIONS.CAPTION_FILE). */
export const CAPTION_MAX_BYTES = 20 * 1024 * 1024;

const captions = loadable(() => listCaptions(api, currentVideoId()));
/** The managed video's captions. */
export const $videoCaptions = captions.$store;
/** (Re)loads the captions. */
export const loadVideoCaptions = captions.load;

/** The caption form: a language and a file. */
export interface CaptionValues {
  language: string;
  file: File | null;
}

/** Why a caption file cannot be sent, or '' when it can. */
export function captionFileError(file: File | null): string {
  if (!file) return t('captions.fileRequired', 'Choose a caption file.');
  if (!/\.(vtt|srt)$/i.test(file.name)) return t('captions.fileType', 'Only .vtt and .srt files are accepted.');
  if (file.size > CAPTION_MAX_BYTES) return t('captions.fileSize', 'This file is larger than 20 MB.');
  return '';
}

/** The caption of the video already in `language`, if any (as the list shows it). */
export function existingCaption(language: string): VideoCaption | undefined {
  return $videoCaptions.get().data?.data?.find((c) => c.language.id === language);
}

/** Asks before a file replaces the captions of a language the video already has; true when there are none. */
export async function confirmReplaceCaption(v: CaptionValues): Promise<boolean> {
  const existing = existingCaption(v.language);
  if (!existing) return true;
  const answer = await confirm({
    title: t('captions.replaceTitle', 'Replace the {language} captions', { language: existing.language.label }),
    message: t(
      'captions.replaceMessage',
      'This video already has {language} captions. "{name}" will replace them; the current file cannot be recovered.',
      { language: existing.language.label, name: v.file?.name ?? '' },
    ),
    confirmButtonText: t('captions.replace', 'Replace'),
  });
  return answer.confirmed;
}

/** Adds a caption, or replaces the one of the same language once the person agrees. */
export const captionForm = createForm<CaptionValues>({
  initial: { language: '', file: null },
  validate: (v) => ({
    language: v.language ? '' : t('captions.languageRequired', 'Choose the language of the captions.'),
    file: captionFileError(v.file),
  }),
  confirm: (v) => confirmReplaceCaption(v),
  submit: async (v) => {
    await addCaption(transport, currentVideoId(), v.language, v.file!);
    toast({ severity: 'success', summary: t('captions.saved', 'Captions saved.') });
    await loadVideoCaptions();
  },
  fieldOf: { captionfile: 'file', captionLanguage: 'language' },
  saved: () => ({ language: '', file: null }),
});

/** Deletes one language's caption after a confirmation. */
export async function removeCaption(caption: VideoCaption): Promise<void> {
  const answer = await confirm({
    title: t('captions.deleteTitle', 'Delete captions'),
    message: t('captions.deleteMessage', 'Delete the {language} captions of this video?', {
      language: caption.language.label,
    }),
    confirmButtonText: t('captions.delete', 'Delete'),
  });
  if (!answer.confirmed) return;
  try {
    await deleteCaption(api, currentVideoId(), caption.language.id);
    toast({
      severity: 'success',
      summary: t('captions.deleted', '{language} captions deleted.', { language: caption.language.label }),
    });
    await loadVideoCaptions();
  } catch (error) {
    toast({ severity: 'error', summary: asApiError(error).message });
  }
}
