import type { ReactNode } from 'react';
import Field from '../common/Field';

/** Props: the label, the value and where changes go, the [value, label] choices, and the field's error and help. */
export interface SelectFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: Array<[string, string]>;
  /** A first "nothing chosen" choice with this label. */
  none?: string;
  error?: string;
  help?: ReactNode;
  disabled?: boolean;
}

/** A labelled native select (keyboard and screen readers work as they are), its error on the field. */
export default function SelectField({
  label,
  value,
  onChange,
  options,
  none,
  error,
  help,
  disabled,
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} help={help}>
      {(c) => (
        <select {...c} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
          {none !== undefined && <option value="">{none}</option>}
          {options.map(([id, text]) => (
            <option key={id} value={id}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** Choices from an id → label map (the server's categories, licences, languages, privacies). */
export const choices = (map: Record<string, string>, skip: string[] = []): Array<[string, string]> =>
  Object.entries(map).filter(([id]) => !skip.includes(id));

/** Choices of channels. */
export const channelChoices = (channels: Array<{ id: number; displayName: string }>): Array<[string, string]> =>
  channels.map((c) => [String(c.id), c.displayName]);
