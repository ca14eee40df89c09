import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import Field from '../common/Field';
import { $videoVocab, loadVideoVocab, showVideoVocab } from '../../stores/video-form/video-vocab';
import { SCHEDULED, toAttributes, type VideoForm, type VideoFormValues } from '../../stores/video-form/video-form';
import type { VideoEditType } from '../../stores/plugins/video-fields';
import PluginVideoFields, { usePluginFields } from '../plugins/PluginVideoFields';
import { COMMENTS_POLICY, PRIVACY } from '../../api/upload';
import { LIMITS } from '../../lib/constraints';
import TagsInput from './TagsInput';
import DescriptionField from './DescriptionField';
import ThumbnailField from './ThumbnailField';
import CaptionsField from './CaptionsField';
import ChaptersField from './ChaptersField';
import SelectField, { channelChoices, choices } from './SelectField';
import DraftNote from '../common/DraftNote';
import './video-form.css';
import MarkdownHelp from '../common/MarkdownHelp';

/** Props: the form store, the channels the video may go to, and whether editing is paused. */
export interface VideoFieldsProps {
  form: VideoForm;
  channels: Array<{ id: number; displayName: string }>;
  disabled?: boolean;
  /** Captions and chapters with the other fields (the publish page); the manage page has sections of their own. */
  withTracks?: boolean;
  /** Which of PeerTube's video forms this is, for the fields plugins register (default: an upload). */
  pluginType?: VideoEditType;
}

/** PeerTube's form values, which plugins' field callbacks read (numbers for privacy, channel, category…). */
const peertubeValues = (values: VideoFormValues) => ({ ...toAttributes(values), pluginData: values.pluginData });

/** Every field of a video with PeerTube's rules (the publish page and the manage page's edit form). */
export default function VideoFields({
  form,
  channels,
  disabled,
  withTracks = true,
  pluginType = 'upload',
}: VideoFieldsProps) {
  const t = useT();
  const plugins = usePluginFields(form, pluginType, peertubeValues);
  const values = useStore(form.$values);
  const errors = useStore(form.$errors);
  const vocab = useStore($videoVocab);
  useEffect(showVideoVocab, []);
  if (!values) return null;
  const set =
    <K extends keyof VideoFormValues & string>(field: K) =>
    (value: VideoFormValues[K]) =>
      form.set(field, value);
  const lists = vocab.data ?? { categories: {}, licences: {}, languages: {}, privacies: {} };
  const privacies = Object.keys(lists.privacies).length
    ? lists.privacies
    : { 1: 'Public', 2: 'Unlisted', 3: 'Private', 4: 'Internal', 5: 'Password protected' };
  const bool = (field: 'nsfw' | 'downloadEnabled' | 'waitTranscoding', label: string, help?: string) => (
    <div className="check-field">
      <input
        id={`vf-${field}`}
        type="checkbox"
        checked={values[field]}
        disabled={disabled}
        onChange={(e) => form.set(field, e.target.checked)}
        aria-describedby={help ? `vf-${field}-help` : undefined}
      />
      <label htmlFor={`vf-${field}`}>{label}</label>
      {help && (
        <small id={`vf-${field}-help`} className="muted">
          {help}
        </small>
      )}
    </div>
  );

  return (
    <div className="video-fields">
      <DraftNote form={form} />
      {vocab.status === 'error' && (
        <p className="error-text" role="alert">
          {t('videoForm.vocabError', 'The lists of categories, licences and languages could not be loaded.')}{' '}
          <button type="button" className="button" onClick={() => void loadVideoVocab()}>
            {t('videoForm.retry', 'Retry')}
          </button>
        </p>
      )}
      <Field
        label={t('videoForm.title', 'Title')}
        error={errors.name}
        help={t('videoForm.titleHelp', '{min} to {max} characters.', {
          min: LIMITS.video.name[0],
          max: LIMITS.video.name[1],
        })}
      >
        {(c) => (
          <input
            {...c}
            value={values.name}
            disabled={disabled}
            maxLength={LIMITS.video.name[1]}
            onChange={(e) => form.set('name', e.target.value)}
          />
        )}
      </Field>
      <SelectField
        label={t('videoForm.channel', 'Channel')}
        error={errors.channelId}
        value={values.channelId}
        disabled={disabled}
        onChange={set('channelId')}
        options={channelChoices(channels)}
      />
      <SelectField
        label={t('videoForm.privacy', 'Privacy')}
        error={errors.privacy}
        value={values.privacy}
        disabled={disabled}
        onChange={set('privacy')}
        options={[...choices(privacies), [SCHEDULED, t('videoForm.scheduled', 'Scheduled')]]}
      />
      {values.privacy === String(PRIVACY.passwordProtected) && (
        <Field
          label={t('videoForm.password', 'Video password')}
          error={errors.videoPassword}
          help={t('videoForm.passwordHelp', 'People need it to watch. {min} to {max} characters.', {
            min: LIMITS.video.password[0],
            max: LIMITS.video.password[1],
          })}
        >
          {(c) => (
            <input
              {...c}
              type="text"
              autoComplete="off"
              value={values.videoPassword}
              disabled={disabled}
              onChange={(e) => form.set('videoPassword', e.target.value)}
            />
          )}
        </Field>
      )}
      {values.privacy === SCHEDULED && (
        <>
          <Field
            label={t('videoForm.scheduleAt', 'Publish on')}
            error={errors.scheduleAt}
            help={t('videoForm.scheduleHelp', 'The video stays private until then.')}
          >
            {(c) => (
              <input
                {...c}
                type="datetime-local"
                value={values.scheduleAt}
                disabled={disabled}
                onChange={(e) => form.set('scheduleAt', e.target.value)}
              />
            )}
          </Field>
          <SelectField
            label={t('videoForm.schedulePrivacy', 'Then make it')}
            error={errors.schedulePrivacy}
            value={values.schedulePrivacy}
            disabled={disabled}
            onChange={set('schedulePrivacy')}
            options={[PRIVACY.public, PRIVACY.unlisted, PRIVACY.internal].map((p) => [
              String(p),
              privacies[p] ?? String(p),
            ])}
          />
        </>
      )}
      <SelectField
        label={t('videoForm.category', 'Category')}
        error={errors.category}
        value={values.category}
        disabled={disabled}
        onChange={set('category')}
        options={choices(lists.categories)}
        none={t('videoForm.none', 'None')}
      />
      <SelectField
        label={t('videoForm.licence', 'Licence')}
        error={errors.licence}
        value={values.licence}
        disabled={disabled}
        onChange={set('licence')}
        options={choices(lists.licences)}
        none={t('videoForm.none', 'None')}
      />
      <SelectField
        label={t('videoForm.language', 'Language')}
        error={errors.language}
        value={values.language}
        disabled={disabled}
        onChange={set('language')}
        options={choices(lists.languages)}
        none={t('videoForm.none', 'None')}
      />
      <Field
        label={t('videoForm.tags', 'Tags')}
        error={errors.tags}
        help={t('videoForm.tagsHelp', 'Up to {max} tags of {min} to {maxLength} characters; press Enter after each.', {
          max: LIMITS.video.tags[1],
          min: LIMITS.video.tag[0],
          maxLength: LIMITS.video.tag[1],
        })}
      >
        {(c) => <TagsInput tags={values.tags} onChange={set('tags')} control={c} disabled={disabled} />}
      </Field>
      <DescriptionField
        value={values.description}
        onChange={set('description')}
        error={errors.description}
        disabled={disabled}
      />
      <ThumbnailField
        file={values.thumbnail}
        onChange={set('thumbnail')}
        error={errors.thumbnail}
        disabled={disabled}
      />
      {withTracks && (
        <CaptionsField
          captions={values.captions}
          onChange={set('captions')}
          languages={lists.languages}
          error={errors.captions}
          disabled={disabled}
        />
      )}
      {withTracks && (
        <ChaptersField
          chapters={values.chapters}
          onChange={set('chapters')}
          error={errors.chapters}
          disabled={disabled}
        />
      )}
      <PluginVideoFields form={form} binding={plugins} tab="main" disabled={disabled} />
      <fieldset className="more-fields">
        <legend>{t('videoForm.more', 'More settings')}</legend>
        <Field
          label={t('videoForm.support', 'Support text')}
          error={errors.support}
          help={t('videoForm.supportHelp', 'How people can support you (markdown), at most {max} characters.', {
            max: LIMITS.video.support[1],
          })}
        >
          {(c) => (
            <>
              <textarea
                {...c}
                rows={3}
                value={values.support}
                disabled={disabled}
                onChange={(e) => form.set('support', e.target.value)}
              />
              <MarkdownHelp field={t('videoForm.support', 'Support text')} />
            </>
          )}
        </Field>
        <SelectField
          label={t('videoForm.comments', 'Comments')}
          error={errors.commentsPolicy}
          value={values.commentsPolicy}
          disabled={disabled}
          onChange={set('commentsPolicy')}
          options={[
            [String(COMMENTS_POLICY.enabled), t('videoForm.commentsEnabled', 'Enabled')],
            [
              String(COMMENTS_POLICY.requiresApproval),
              t('videoForm.commentsApproval', 'Enabled, held for my approval'),
            ],
            [String(COMMENTS_POLICY.disabled), t('videoForm.commentsDisabled', 'Disabled')],
          ]}
        />
        <Field
          label={t('videoForm.originallyPublished', 'Originally published on')}
          error={errors.originallyPublishedAt}
        >
          {(c) => (
            <input
              {...c}
              type="date"
              value={values.originallyPublishedAt}
              disabled={disabled}
              onChange={(e) => form.set('originallyPublishedAt', e.target.value)}
            />
          )}
        </Field>
        {bool('nsfw', t('videoForm.nsfw', 'This video contains sensitive content'))}
        {bool('downloadEnabled', t('videoForm.download', 'People may download it'))}
        {bool(
          'waitTranscoding',
          t('videoForm.waitTranscoding', 'Publish only once it is transcoded'),
          t('videoForm.waitTranscodingHelp', 'Until then it may not play everywhere.'),
        )}
      </fieldset>
      <PluginVideoFields form={form} binding={plugins} tab="plugin-settings" disabled={disabled} />
      {errors._form && (
        <p className="error-text" role="alert">
          {errors._form}
        </p>
      )}
    </div>
  );
}
