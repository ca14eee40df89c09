import { useId } from 'react';
import type { RegisteredSetting } from '../../api/plugins';
import { useT } from '../../i18n/useT';
import Field from '../common/Field';
import ServerHtml from './ServerHtml';

/** Props: one registered setting, its value and error, and how to change it. */
export interface SettingFieldProps {
  setting: RegisteredSetting & { name: string };
  value: string | boolean;
  error?: string;
  onChange: (value: string | boolean) => void;
}

/** A plugin setting rendered as PeerTube renders its type: text, password, textarea, markdown, checkbox or select. */
export default function SettingField({ setting, value, error, onChange }: SettingFieldProps) {
  const t = useT();
  const checkboxId = useId();
  const label = setting.label || setting.name;
  const help = setting.descriptionHTML ? <ServerHtml html={setting.descriptionHTML} /> : undefined;
  const markdownHelp =
    setting.type === 'markdown-text' || setting.type === 'markdown-enhanced'
      ? t('adminPlugins.settings.markdownHelp', 'Markdown is supported: **bold**, _italic_, [links](https://…).')
      : undefined;
  if (setting.type === 'input-checkbox') {
    return (
      <div className={`field${error ? ' field-invalid' : ''}`}>
        <label className="checkbox" htmlFor={checkboxId}>
          <input
            id={checkboxId}
            type="checkbox"
            checked={value === true}
            aria-describedby={error ? `${checkboxId}-error` : undefined}
            onChange={(e) => onChange(e.target.checked)}
          />
          {label}
        </label>
        {help ? <small className="muted">{help}</small> : null}
        {error ? (
          <p id={`${checkboxId}-error`} className="error-text field-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  const text = typeof value === 'string' ? value : String(value);
  return (
    <Field
      label={label}
      error={error}
      help={
        help || markdownHelp ? (
          <>
            {help}
            {markdownHelp}
          </>
        ) : undefined
      }
    >
      {(control) => {
        switch (setting.type) {
          case 'select':
            return (
              <select {...control} value={text} onChange={(e) => onChange(e.target.value)}>
                {/* A saved value the plugin no longer offers stays visible (and is reported) rather than silently changed. */}
                {setting.options?.some((o) => o.value === text) ? null : <option value={text}>{text}</option>}
                {setting.options?.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            );
          case 'input-textarea':
          case 'markdown-text':
          case 'markdown-enhanced':
            return <textarea {...control} value={text} rows={5} onChange={(e) => onChange(e.target.value)} />;
          case 'input-password':
            return (
              <input
                {...control}
                type="password"
                autoComplete="new-password"
                value={text}
                onChange={(e) => onChange(e.target.value)}
              />
            );
          default:
            return <input {...control} type="text" value={text} onChange={(e) => onChange(e.target.value)} />;
        }
      }}
    </Field>
  );
}
