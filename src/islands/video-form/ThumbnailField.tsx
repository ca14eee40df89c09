import { useEffect, useState } from 'react';
import { useT } from '../../i18n/useT';
import Field from '../common/Field';
import { FILES } from '../../lib/constraints';
import { bytes } from '../../lib/validators';

/** Props: the chosen image, where a new choice goes, and the field's error. */
export interface ThumbnailFieldProps {
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  disabled?: boolean;
}

/** A thumbnail image with its preview; a wrong format or size is said on the field (checked by the form store). */
export default function ThumbnailField({ file, onChange, error, disabled }: ThumbnailFieldProps) {
  const t = useT();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith('image/')) return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  const help = t('videoForm.thumbnailHelp', '{types}, up to {max}. Without one, the server picks a frame.', {
    types: FILES.videoImage.ext.join(', '),
    max: bytes(FILES.videoImage.max),
  });
  return (
    <Field label={t('videoForm.thumbnail', 'Thumbnail')} error={error} help={help}>
      {(control) => (
        <div className="thumbnail-field">
          <input
            {...control}
            type="file"
            accept={FILES.videoImage.ext.join(',')}
            disabled={disabled}
            onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          />
          {url && (
            <img src={url} alt={t('videoForm.thumbnailPreview', 'Thumbnail preview')} className="thumbnail-preview" />
          )}
          {file && (
            <button type="button" className="button" disabled={disabled} onClick={() => onChange(null)}>
              {t('videoForm.thumbnailRemove', 'Remove the thumbnail')}
            </button>
          )}
        </div>
      )}
    </Field>
  );
}
