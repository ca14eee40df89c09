// The video's field set as a form store (built on stores/common/form.ts): PeerTube 7.0's rules checked before sending, the
// values turned into the API body, server errors mapped onto these fields. The publish page fills it while the file
// uploads; the manage page can build one from an existing video (valuesFromVideo) to edit it.
import { t } from '../../i18n';
import { LIMITS, FILES } from '../../lib/constraints';
import { fileError, lengthError } from '../../lib/validators';
import { parseTimestamp } from '../../lib/time-syntax';
import { PRIVACY, COMMENTS_POLICY, type ChapterInput, type VideoAttributes } from '../../api/upload';
import type { VideoDetails } from '../../api/types';
import { createForm, type FormErrors, type FormOptions, type FormStore } from '../common/form';

/** The privacy choice that schedules a publication (the video stays private until then). */
export const SCHEDULED = 'scheduled';

/** A caption to add: its language and file. */
export interface CaptionDraft {
  language: string;
  file: File;
}

/** A chapter as typed: its start (`1:30`, `90`) and title. */
export interface ChapterDraft {
  timecode: string;
  title: string;
}

/** Every field of a video, as the form holds them (select values as strings). */
export interface VideoFormValues {
  name: string;
  channelId: string;
  /** A privacy id, or SCHEDULED. */
  privacy: string;
  videoPassword: string;
  /** `datetime-local` value of a scheduled publication. */
  scheduleAt: string;
  /** What the video becomes at that time: public, unlisted or internal. */
  schedulePrivacy: string;
  category: string;
  licence: string;
  language: string;
  tags: string[];
  description: string;
  support: string;
  nsfw: boolean;
  commentsPolicy: string;
  downloadEnabled: boolean;
  /** `date` value. */
  originallyPublishedAt: string;
  waitTranscoding: boolean;
  thumbnail: File | null;
  captions: CaptionDraft[];
  chapters: ChapterDraft[];
  /** Values of the fields plugins registered (PeerTube's `pluginData`), by field name. */
  pluginData: Record<string, string | boolean>;
}

/** A form of video fields. */
export type VideoForm = FormStore<VideoFormValues>;

/** Values of a new video: PeerTube's client defaults. */
export function defaultValues(overrides: Partial<VideoFormValues> = {}): VideoFormValues {
  return {
    name: '',
    channelId: '',
    privacy: String(PRIVACY.public),
    videoPassword: '',
    scheduleAt: '',
    schedulePrivacy: String(PRIVACY.public),
    category: '',
    licence: '',
    language: '',
    tags: [],
    description: '',
    support: '',
    nsfw: false,
    commentsPolicy: String(COMMENTS_POLICY.enabled),
    downloadEnabled: true,
    originallyPublishedAt: '',
    waitTranscoding: true,
    thumbnail: null,
    captions: [],
    chapters: [],
    pluginData: {},
    ...overrides,
  };
}

/** Values of an existing video, to edit it (captions and chapters start empty: they are added, not listed here). */
export function valuesFromVideo(
  video: VideoDetails & { commentsPolicy?: { id: number }; pluginData?: Record<string, string | boolean> },
): VideoFormValues {
  return defaultValues({
    name: video.name ?? '',
    channelId: String(video.channel?.id ?? ''),
    privacy: String(video.privacy?.id ?? PRIVACY.public),
    category: video.category?.id != null ? String(video.category.id) : '',
    licence: video.licence?.id != null ? String(video.licence.id) : '',
    language: video.language?.id ?? '',
    tags: [...(video.tags ?? [])],
    description: video.description ?? '',
    support: video.support ?? '',
    nsfw: Boolean(video.nsfw),
    commentsPolicy: String(video.commentsPolicy?.id ?? COMMENTS_POLICY.enabled),
    downloadEnabled: video.downloadEnabled !== false,
    originallyPublishedAt: video.originallyPublishedAt ? String(video.originallyPublishedAt).slice(0, 10) : '',
    // Plugins' servers add their fields' values to the video they answer (PeerTube's `filter:api.video.get.result`).
    pluginData: { ...(video.pluginData ?? {}) },
  });
}

/** Why a tag list is refused ('' when fine): up to 5 tags of 2–30 characters. */
export function tagsError(tags: string[]): string {
  const [min, max] = LIMITS.video.tag;
  if (tags.length > LIMITS.video.tags[1])
    return t('videoForm.tooManyTags', 'At most {max} tags.', { max: LIMITS.video.tags[1] });
  const bad = tags.find((tag) => tag.length < min || tag.length > max);
  return bad !== undefined
    ? t('videoForm.tagLength', 'Each tag has {min} to {max} characters ("{tag}" does not).', { min, max, tag: bad })
    : '';
}

/** Chapters as the API takes them, or why not (unreadable time, empty or long title, two at the same time). */
export function chaptersOf(drafts: ChapterDraft[]): { chapters: ChapterInput[]; error: string } {
  const chapters: ChapterInput[] = [];
  for (const d of drafts) {
    const timecode = parseTimestamp(d.timecode);
    if (timecode === undefined || Number.isNaN(timecode))
      return { chapters, error: t('videoForm.chapterTime', 'Write each chapter start as 1:30 or 90 (seconds).') };
    const title = d.title.trim();
    if (!title || title.length > LIMITS.chapter.title[1])
      return {
        chapters,
        error: t('videoForm.chapterTitle', 'Each chapter needs a title of at most {max} characters.', {
          max: LIMITS.chapter.title[1],
        }),
      };
    chapters.push({ timecode, title });
  }
  if (new Set(chapters.map((c) => c.timecode)).size !== chapters.length)
    return { chapters, error: t('videoForm.chapterTwice', 'Two chapters start at the same time.') };
  return { chapters: chapters.sort((a, b) => a.timecode - b.timecode), error: '' };
}

/** PeerTube's rules on every field; `now` decides whether a schedule is in the future. */
export function validateVideo(v: VideoFormValues, now = Date.now()): FormErrors<VideoFormValues> {
  const errors: FormErrors<VideoFormValues> = {
    name: lengthError(v.name, LIMITS.video.name),
    channelId: v.channelId ? '' : t('videoForm.channelRequired', 'Choose a channel.'),
    description: lengthError(v.description, LIMITS.video.description, true),
    support: lengthError(v.support, LIMITS.video.support, true),
    tags: tagsError(v.tags),
    thumbnail: v.thumbnail ? fileError(v.thumbnail, FILES.videoImage) : '',
    chapters: chaptersOf(v.chapters).error,
  };
  if (v.privacy === String(PRIVACY.passwordProtected))
    errors.videoPassword = lengthError(v.videoPassword, LIMITS.video.password);
  if (v.privacy === SCHEDULED) {
    const at = Date.parse(v.scheduleAt);
    errors.scheduleAt = !v.scheduleAt
      ? t('videoForm.scheduleRequired', 'Choose when to publish.')
      : at <= now
        ? t('videoForm.schedulePast', 'Choose a time in the future.')
        : '';
  }
  const captionFile = v.captions.find((c) => fileError(c.file, FILES.caption));
  const languages = v.captions.map((c) => c.language);
  errors.captions = captionFile
    ? `${captionFile.file.name}: ${fileError(captionFile.file, FILES.caption)}`
    : languages.some((l) => !l)
      ? t('videoForm.captionLanguage', 'Choose the language of each caption.')
      : new Set(languages).size !== languages.length
        ? t('videoForm.captionTwice', 'One caption per language.')
        : '';
  return Object.fromEntries(Object.entries(errors).filter(([, m]) => m)) as FormErrors<VideoFormValues>;
}

/** The API body of the values (captions, chapters and the thumbnail go in their own requests or as a file). */
export function toAttributes(v: VideoFormValues): VideoAttributes {
  const scheduled = v.privacy === SCHEDULED;
  const privacy = scheduled ? PRIVACY.private : Number(v.privacy);
  const text = (s: string) => (s.trim() ? s.trim() : null);
  const body: VideoAttributes = {
    name: v.name.trim(),
    channelId: Number(v.channelId),
    privacy,
    category: v.category ? Number(v.category) : null,
    licence: v.licence ? Number(v.licence) : null,
    language: v.language || null,
    description: text(v.description),
    support: text(v.support),
    tags: v.tags,
    nsfw: v.nsfw,
    commentsPolicy: Number(v.commentsPolicy),
    downloadEnabled: v.downloadEnabled,
    waitTranscoding: v.waitTranscoding,
    originallyPublishedAt: v.originallyPublishedAt ? new Date(v.originallyPublishedAt).toISOString() : null,
    scheduleUpdate: scheduled
      ? { updateAt: new Date(v.scheduleAt).toISOString(), privacy: Number(v.schedulePrivacy) }
      : null,
  };
  if (privacy === PRIVACY.passwordProtected) body.videoPasswords = [v.videoPassword];
  if (Object.keys(v.pluginData).length) body.pluginData = v.pluginData;
  return body;
}

/** Server parameter → field, where the names differ. */
export const VIDEO_FIELD_OF: Record<string, keyof VideoFormValues & string> = {
  thumbnailfile: 'thumbnail',
  previewfile: 'thumbnail',
  'scheduleUpdate.updateAt': 'scheduleAt',
  'scheduleUpdate.privacy': 'schedulePrivacy',
  scheduleUpdate: 'scheduleAt',
  videoPasswords: 'videoPassword',
  captionfile: 'captions',
  captionLanguage: 'captions',
};

/** A video form: PeerTube's rules, the server's errors on these fields; `submit` sends however the page needs. */
export function createVideoForm(options: Omit<FormOptions<VideoFormValues>, 'validate' | 'fieldOf'>): VideoForm {
  return createForm<VideoFormValues>({ ...options, validate: (v) => validateVideo(v), fieldOf: VIDEO_FIELD_OF });
}
