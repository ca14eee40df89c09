// The instance's avatar and banner: the current image, change (pick, crop, send) or delete. Saved at once, apart
// from the configuration form (PeerTube sends them to their own endpoints).
import { lazy, Suspense, useId, useRef } from 'react';
import { useStore } from '@nanostores/react';
import type { InstanceImageKind } from '../../api/admin-settings';
import { mediaUrl } from '../../stores/instance/client-settings';
import { useT } from '../../i18n/useT';
import { FILES } from '../../lib/constraints';
import {
  $instanceImages,
  cancelInstanceImage,
  chooseInstanceImage,
  INSTANCE_CROP_ASPECT,
  removeInstanceImage,
  saveInstanceImage,
} from '../../stores/admin-config/admin-instance-images';
import { $config } from '../../stores/instance/config';
import Avatar from '../common/Avatar';
import { Loader } from '../common/ListStates';
import { Section } from './controls';

const Cropper = lazy(() => import('../account-settings/AvatarCropper'));

type Image = { path?: string; fileUrl?: string; width?: number };

/** The avatar and banner section of the instance information tab. */
export default function InstanceImages() {
  const t = useT();
  return (
    <Section
      title={t('instanceImages.title', 'Avatar and banner')}
      description={t('instanceImages.intro', 'Saved as soon as you crop them, apart from the other settings.')}
    >
      <ImageEditor kind="avatar" />
      <ImageEditor kind="banner" />
    </Section>
  );
}

function ImageEditor({ kind }: { kind: InstanceImageKind }) {
  const t = useT();
  const headingId = useId();
  const input = useRef<HTMLInputElement>(null);
  const config = useStore($config);
  const state = useStore($instanceImages)[kind];
  const instance = config.data?.instance as { name?: string; avatars?: Image[]; banners?: Image[] } | undefined;
  const images = (kind === 'avatar' ? instance?.avatars : instance?.banners) ?? [];
  const name = instance?.name ?? '';
  const label =
    kind === 'avatar' ? t('instanceImages.avatar', 'Instance avatar') : t('instanceImages.banner', 'Instance banner');
  const last = images[images.length - 1];
  const banner = last ? mediaUrl(last.path, last.fileUrl) : undefined;
  return (
    <div className="instance-image" role="group" aria-labelledby={headingId}>
      <h3 id={headingId}>{label}</h3>
      {state.status === 'idle' ? (
        <div className="avatar-current">
          {kind === 'avatar' ? (
            images.length ? (
              <Avatar name={name} avatars={images as never} size={120} shape="square" labelled />
            ) : (
              <p className="muted">{t('instanceImages.noAvatar', 'No avatar yet.')}</p>
            )
          ) : banner ? (
            <img
              className="channel-banner-preview"
              src={banner}
              alt={t('instanceImages.bannerAlt', 'Banner of {name}', { name })}
            />
          ) : (
            <p className="muted">{t('instanceImages.noBanner', 'No banner yet.')}</p>
          )}
          <div className="admin-actions">
            <input
              ref={input}
              type="file"
              className="visually-hidden"
              tabIndex={-1}
              accept={FILES.actorImage.ext.join(',')}
              aria-label={
                kind === 'avatar'
                  ? t('instanceImages.avatarFile', 'Instance avatar image file')
                  : t('instanceImages.bannerFile', 'Instance banner image file')
              }
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = '';
                if (file) chooseInstanceImage(kind, file);
              }}
            />
            <button type="button" className="button" onClick={() => input.current?.click()}>
              {kind === 'avatar'
                ? t('instanceImages.changeAvatar', 'Change the avatar')
                : t('instanceImages.changeBanner', 'Change the banner')}
            </button>
            {images.length > 0 && (
              <button type="button" className="button" onClick={() => void removeInstanceImage(kind)}>
                {kind === 'avatar'
                  ? t('instanceImages.deleteAvatarButton', 'Delete the avatar')
                  : t('instanceImages.deleteBannerButton', 'Delete the banner')}
              </button>
            )}
          </div>
        </div>
      ) : (
        <Suspense fallback={<Loader />}>
          <Cropper
            url={state.url}
            busy={state.status === 'saving'}
            aspect={INSTANCE_CROP_ASPECT[kind]}
            areaLabel={t('instanceImages.cropArea', '{image} position: use the arrow keys to move the image', {
              image: label,
            })}
            saveLabel={
              kind === 'avatar'
                ? t('instanceImages.saveAvatar', 'Save the avatar')
                : t('instanceImages.saveBanner', 'Save the banner')
            }
            onSave={(area) => void saveInstanceImage(kind, area)}
            onCancel={() => cancelInstanceImage(kind)}
          />
        </Suspense>
      )}
      {state.error && (
        <p className="error-text" role="alert">
          {state.error}
        </p>
      )}
    </div>
  );
}
