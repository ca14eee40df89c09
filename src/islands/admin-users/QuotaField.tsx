import { useT } from '../../i18n/useT';
import Field from '../common/Field';
import { quotaName } from './labels';

/** Props: the label, the typed value (bytes as text), its error, and what to do when it changes. */
export interface QuotaFieldProps {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A quota in bytes, -1 for unlimited; the help line says what the number means ("1 GB", "Unlimited"). */
export default function QuotaField({ label, value, error, onChange }: QuotaFieldProps) {
  const t = useT();
  const n = Number(value);
  const meaning =
    value.trim() && Number.isInteger(n) && n >= -1
      ? ` ${t('adminUsers.quota.means', 'Now: {quota}.', { quota: quotaName(t, n) })}`
      : '';
  return (
    <Field
      label={label}
      error={error}
      help={`${t('adminUsers.quota.help', 'In bytes; -1 means unlimited.')}${meaning}`}
    >
      {(control) => (
        <input {...control} type="text" inputMode="numeric" value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </Field>
  );
}
