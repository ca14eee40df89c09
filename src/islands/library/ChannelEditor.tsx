import { lazy, Suspense, useEffect, useId, useRef, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import type { ChannelImageKind } from '../../api/my-channels';
import { mediaUrl } from '../../stores/instance/client-settings';
import { FILES } from '../../lib/constraints';
import {
  $channelImages,
  $editedChannel,
  CROP_ASPECT,
  cancelChannelImage,
  chooseChannelImage,
  createChannelForm,
  removeChannelImage,
  saveChannelImage,
  updateChannelForm,
  type ChannelValues,
  channelEditorStarted,
} from '../../stores/library/channel-editor';
import { MY_CHANNELS_PATH } from '../../stores/library/my-channels-list';
import type { FormStore } from '../../stores/common/form';
import Avatar from '../common/Avatar';
import DraftNote from '../common/DraftNote';
import Field, { FormMessage } from '../common/Field';
import { ErrorState, Loader } from '../common/ListStates';
import { useForm } from '../common/useForm';
import AccountOnly from '../shell/AccountOnly';
import '../manage-video/manage.css';
import { contained } from '../common/contained';
import MarkdownHelp from '../common/MarkdownHelp';

// The crop widget (react-easy-crop) loads only once someone picks an image.
const Cropper = lazy(() => import('../account-settings/AvatarCropper'));

/** Props: create a channel, or update the one of the URL. */
interface Props {
  mode: 'create' | 'update';
}

function Fields({ form, creating }: { form: FormStore<ChannelValues>; creating: boolean }) {
  const t = useT();
  const { values, errors, status, loadError } = useForm(form, { load: !creating });
  if (status === 'load-error')
    return <ErrorState message={loadError?.message ?? ''} onRetry={() => void form.load()} />;
  if (!values) return <Loader />;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit();
  };
  const text = (field: keyof ChannelValues) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => form.set(field, e.target.value),
  });
  return (
    <form className="manage-form" onSubmit={submit} noValidate>
      <DraftNote form={form} />
      {creating && (
        <Field
          label={t('channels.name', 'Name')}
          error={errors.name}
          help={t(
            'channels.nameRule',
            'Lowercase letters, digits, dots and underscores; it appears in the channel address.',
          )}
        >
          {(a) => <input {...a} maxLength={50} autoCapitalize="none" {...text('name')} />}
        </Field>
      )}
      <Field label={t('channels.displayName', 'Display name')} error={errors.displayName}>
        {(a) => <input {...a} maxLength={50} {...text('displayName')} />}
      </Field>
      <Field label={t('channels.description', 'Description')} error={errors.description}>
        {(a) => (
          <>
            <textarea {...a} rows={4} maxLength={1000} {...text('description')} />
            <MarkdownHelp field={t('channels.description', 'Description')} />
          </>
        )}
      </Field>
      <Field
        label={t('channels.support', 'Support')}
        error={errors.support}
        help={t('channels.supportHelp', 'How people can support this channel (shown on its videos).')}
      >
        {(a) => (
          <>
            <textarea {...a} rows={3} maxLength={1000} {...text('support')} />
            <MarkdownHelp field={t('channels.support', 'Support')} />
          </>
        )}
      </Field>
      <FormMessage error={errors._form} />
      <p className="form-actions">
        <button type="submit" className="button primary" disabled={status === 'submitting'}>
          {creating ? t('channels.create', 'Create') : t('channels.save', 'Update')}
        </button>
        <a className="button" href={MY_CHANNELS_PATH}>
          {t('channels.cancel', 'Cancel')}
        </a>
      </p>
    </form>
  );
}

function ImageEditor({ kind }: { kind: ChannelImageKind }) {
  const t = useT();
  const headingId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const channel = useStore($editedChannel);
  const state = useStore($channelImages)[kind];
  if (!channel) return null;
  const images = kind === 'avatar' ? (channel.avatars ?? []) : (channel.banners ?? []);
  const label = kind === 'avatar' ? t('channels.avatar', 'Avatar') : t('channels.banner', 'Banner');
  const banner = images.length ? mediaUrl(images[images.length - 1].path, undefined) : '';
  return (
    <section className="manage-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{label}</h2>
      {state.status === 'idle' ? (
        <div className="avatar-current">
          {kind === 'avatar' ? (
            <Avatar
              name={channel.displayName ?? channel.name}
              avatars={images as never}
              size={120}
              shape="square"
              labelled
            />
          ) : banner ? (
            <img
              className="channel-banner-preview"
              src={banner}
              alt={t('channels.bannerAlt', 'Banner of {name}', { name: channel.displayName })}
            />
          ) : (
            <p className="muted">{t('channels.noBanner', 'No banner yet.')}</p>
          )}
          <div>
            <input
              ref={input}
              id={inputId}
              type="file"
              className="visually-hidden"
              tabIndex={-1}
              accept={FILES.actorImage.ext.join(',')}
              aria-label={
                kind === 'avatar'
                  ? t('channels.avatarFile', 'Channel avatar image file')
                  : t('channels.bannerFile', 'Channel banner image file')
              }
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) chooseChannelImage(kind, file);
              }}
            />
            <button type="button" className="button" onClick={() => input.current?.click()}>
              {kind === 'avatar'
                ? t('channels.changeAvatar', 'Change the avatar')
                : t('channels.changeBanner', 'Change the banner')}
            </button>
            {images.length > 0 && (
              <button type="button" className="button" onClick={() => void removeChannelImage(kind)}>
                {kind === 'avatar'
                  ? t('channels.deleteAvatar', 'Delete the avatar')
                  : t('channels.deleteBanner', 'Delete the banner')}
              </button>
            )}
          </div>
        </div>
      ) : (
        <Suspense fallback={<Loader />}>
          <Cropper
            url={state.url}
            busy={state.status === 'saving'}
            aspect={CROP_ASPECT[kind]}
            areaLabel={t('channels.cropArea', '{image} position: use the arrow keys to move the image', {
              image: label,
            })}
            saveLabel={
              kind === 'avatar'
                ? t('channels.saveAvatar', 'Save the avatar')
                : t('channels.saveBanner', 'Save the banner')
            }
            onSave={(area) => void saveChannelImage(kind, area)}
            onCancel={() => cancelChannelImage(kind)}
          />
        </Suspense>
      )}
      {state.error && (
        <p className="error-text" role="alert">
          {state.error}
        </p>
      )}
    </section>
  );
}

/** Create a channel, or update one (its texts, then its avatar and banner, each cropped before it is sent). */
function ChannelEditor({ mode }: Props) {
  useEffect(() => channelEditorStarted(mode), [mode]);
  return (
    <AccountOnly>
      {mode === 'create' ? (
        <Fields form={createChannelForm} creating />
      ) : (
        <>
          <Fields form={updateChannelForm} creating={false} />
          <ImageEditor kind="avatar" />
          <ImageEditor kind="banner" />
        </>
      )}
    </AccountOnly>
  );
}

export default contained(ChannelEditor, 'ChannelEditor');
