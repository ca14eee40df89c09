import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useT } from '../../i18n/useT';

/** Props: the picked image, what to do with the chosen square, and whether it is being saved. */
export interface AvatarCropperProps {
  url: string;
  busy: boolean;
  onSave: (area: Area) => void;
  onCancel: () => void;
}

/** Square crop of the picked image: drag or arrow keys to move, the slider (or wheel) to zoom. */
export default function AvatarCropper({ url, busy, onSave, onCancel }: AvatarCropperProps) {
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
          aspect={1}
          cropShape="round"
          showGrid={false}
          keyboardStep={10}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          cropperProps={{ 'aria-label': t('avatar.cropArea', 'Avatar position: use the arrow keys to move the image') } as never}
        />
      </div>
      <label htmlFor="avatar-zoom">{t('avatar.zoom', 'Zoom')}</label>
      <input id="avatar-zoom" type="range" min={1} max={3} step={0.05} value={zoom} onChange={(e) => setZoom(Number(e.target.value))} />
      <div className="form-actions">
        <button type="button" className="button primary" disabled={!area || busy} onClick={() => area && onSave(area)}>
          {busy ? t('form.saving', 'Saving…') : t('avatar.save', 'Save avatar')}
        </button>
        <button type="button" className="button" onClick={onCancel} disabled={busy}>{t('common.cancel', 'Cancel')}</button>
      </div>
    </div>
  );
}
