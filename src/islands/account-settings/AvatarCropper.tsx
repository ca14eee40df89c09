import { useId, useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useT } from '../../i18n/useT';

/** Props: the picked image, what to do with the chosen square, and whether it is being saved. */
export interface AvatarCropperProps {
  url: string;
  busy: boolean;
  onSave: (area: Area) => void;
  onCancel: () => void;
  /** Width / height of the crop (1: an avatar; a channel banner is about 6). */
  aspect?: number;
  /** Name of the crop area for screen readers, and of the save button (defaults: the avatar's). */
  areaLabel?: string;
  saveLabel?: string;
}

/** Crop of the picked image (square and round by default): drag or arrow keys to move, the slider (or wheel) to zoom. */
export default function AvatarCropper({
  url,
  busy,
  onSave,
  onCancel,
  aspect = 1,
  areaLabel,
  saveLabel,
}: AvatarCropperProps) {
  const zoomId = useId();
  const t = useT();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <div className="avatar-cropper">
      <div className="avatar-crop-area">
        <Cropper
          image={url}
          crop={crop}
          zoom={zoom}
          aspect={aspect}
          cropShape={aspect === 1 ? 'round' : 'rect'}
          showGrid={false}
          keyboardStep={10}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          cropperProps={
            {
              'aria-label': areaLabel ?? t('avatar.cropArea', 'Avatar position: use the arrow keys to move the image'),
            } as never
          }
        />
      </div>
      <label htmlFor={zoomId}>{t('avatar.zoom', 'Zoom')}</label>
      <input
        id={zoomId}
        type="range"
        min={1}
        max={3}
        step={0.05}
        value={zoom}
        onChange={(e) => setZoom(Number(e.target.value))}
      />
      <div className="form-actions">
        <button type="button" className="button primary" disabled={!area || busy} onClick={() => area && onSave(area)}>
          {busy ? t('form.saving', 'Saving…') : (saveLabel ?? t('avatar.save', 'Save avatar'))}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {t('common.cancel', 'Cancel')}
        </button>
      </div>
    </div>
  );
}
