// The setting controls every tab uses: each reads its value and error from the config form and writes through
// setSetting. Render-only: rules, labels and saving live in src/stores/admin-config/.
import { useId, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/useT';
import Field from '../common/Field';
import { configForm, setSetting } from '../../stores/admin-config/admin-config';
import { numberInput, quotaLabel, settingLabel, type FlatValue } from '../../stores/admin-config/config-settings';

/** The current value and error of one setting. */
function useSetting(path: string): { value: FlatValue | undefined; error: string | undefined } {
  const values = useStore(configForm.$values);
  const errors = useStore(configForm.$errors);
  return { value: values?.[path], error: errors[path] };
}

/** Props shared by the controls: the setting's dotted path, optional help and an optional label (default: the setting's). */
export interface SettingProps {
  path: string;
  help?: ReactNode;
  label?: string;
}

/** A one-line text setting. */
export function TextSetting({ path, help, label, type = 'text' }: SettingProps & { type?: 'text' | 'url' | 'email' }) {
  const t = useT();
  const { value, error } = useSetting(path);
  return (
    <div data-setting={path}>
      <Field label={label ?? settingLabel(path, t)} error={error} help={help}>
        {(control) => (
          <input
            {...control}
            type={type}
            value={String(value ?? '')}
            onChange={(e) => setSetting(path, e.target.value)}
          />
        )}
      </Field>
    </div>
  );
}

/** A multi-line text setting (markdown texts, CSS, JavaScript); `warning` shows under it without blocking the save. */
export function TextAreaSetting({
  path,
  help,
  label,
  rows = 4,
  code = false,
  warning,
}: SettingProps & { rows?: number; code?: boolean; warning?: string }) {
  const t = useT();
  const { value, error } = useSetting(path);
  const warningId = useId();
  return (
    <div data-setting={path} className={warning ? 'setting-warned' : undefined}>
      <Field label={label ?? settingLabel(path, t)} error={error} help={help}>
        {(control) => (
          <textarea
            {...control}
            aria-describedby={
              [control['aria-describedby'], warning ? warningId : ''].filter(Boolean).join(' ') || undefined
            }
            rows={rows}
            className={code ? 'code-input' : undefined}
            spellCheck={code ? false : undefined}
            value={String(value ?? '')}
            onChange={(e) => setSetting(path, e.target.value)}
          />
        )}
      </Field>
      {warning && (
        <p id={warningId} className="setting-warning" role="status">
          {warning}
        </p>
      )}
    </div>
  );
}

/** A whole-number setting; what is typed stays as typed until it is a number (the rules say what is wrong). */
export function NumberSetting({ path, help, label, min }: SettingProps & { min?: number }) {
  const t = useT();
  const { value, error } = useSetting(path);
  return (
    <div data-setting={path}>
      <Field label={label ?? settingLabel(path, t)} error={error} help={help}>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            step={1}
            min={min}
            value={value === null || value === undefined ? '' : String(value)}
            onChange={(e) => setSetting(path, numberInput(e.target.value))}
          />
        )}
      </Field>
    </div>
  );
}

/** An on/off setting as a checkbox, its error linked to it. */
export function CheckSetting({ path, help, label }: SettingProps) {
  const t = useT();
  const { value, error } = useSetting(path);
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div data-setting={path} className={`field field-check${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => setSetting(path, e.target.checked)}
        />{' '}
        {label ?? settingLabel(path, t)}
      </label>
      {help && (
        <small id={`${id}-help`} className="muted">
          {help}
        </small>
      )}
      {error && (
        <p id={`${id}-error`} className="error-text field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** One choice among fixed options. */
export function SelectSetting({
  path,
  help,
  label,
  options,
}: SettingProps & { options: Array<{ value: string; label: string }> }) {
  const t = useT();
  const { value, error } = useSetting(path);
  const known = options.some((o) => o.value === value);
  return (
    <div data-setting={path}>
      <Field label={label ?? settingLabel(path, t)} error={error} help={help}>
        {(control) => (
          <select {...control} value={String(value ?? '')} onChange={(e) => setSetting(path, e.target.value)}>
            {/* A value set outside this editor stays selectable rather than silently replaced. */}
            {!known && value != null && <option value={String(value)}>{String(value)}</option>}
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

/** Several choices (languages, categories) as a multiple select; values keep the server's type (numbers for categories). */
export function MultiSetting({
  path,
  help,
  label,
  options,
  numeric = false,
}: SettingProps & { options: Array<{ value: string; label: string }>; numeric?: boolean }) {
  const t = useT();
  const { value, error } = useSetting(path);
  const selected = Array.isArray(value) ? value.map(String) : [];
  return (
    <div data-setting={path}>
      <Field
        label={label ?? settingLabel(path, t)}
        error={error}
        help={help ?? t('adminConfig.multiHelp', 'Hold Ctrl (or ⌘) to choose several.')}
      >
        {(control) => (
          <select
            {...control}
            multiple
            size={6}
            value={selected}
            onChange={(e) =>
              setSetting(
                path,
                [...e.target.selectedOptions].map((o) => (numeric ? Number(o.value) : o.value)),
              )
            }
          >
            {options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

const OTHER = 'other';

/** A quota as PeerTube offers it: preset sizes, Unlimited (−1), None (0), or another value in bytes. */
export function QuotaSetting({ path, help, choices }: SettingProps & { choices: number[] }) {
  const t = useT();
  const { value, error } = useSetting(path);
  const preset = typeof value === 'number' && choices.includes(value);
  // "Other" is a way of entering the value, not a value: it stays open while the person types.
  const [other, setOther] = useState(false);
  const showOther = other || !preset;
  return (
    <div data-setting={path}>
      <Field label={settingLabel(path, t)} error={showOther ? undefined : error} help={help}>
        {(control) => (
          <select
            {...control}
            value={showOther ? OTHER : String(value)}
            onChange={(e) => {
              if (e.target.value === OTHER) return setOther(true);
              setOther(false);
              setSetting(path, Number(e.target.value));
            }}
          >
            {choices.map((c) => (
              <option key={c} value={String(c)}>
                {quotaLabel(c, t)}
              </option>
            ))}
            <option value={OTHER}>{t('adminConfig.quota.other', 'Other value (bytes)…')}</option>
          </select>
        )}
      </Field>
      {showOther && (
        <Field
          label={t('adminConfig.quota.bytes', '{setting}, in bytes', { setting: settingLabel(path, t) })}
          error={error}
          help={t('adminConfig.quota.bytesHelp', '−1 for unlimited, 0 for no upload.')}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              inputMode="numeric"
              step={1}
              value={value === null || value === undefined ? '' : String(value)}
              onChange={(e) => setSetting(path, numberInput(e.target.value))}
            />
          )}
        </Field>
      )}
    </div>
  );
}

/** A titled group of settings inside a tab. */
export function Section({
  title,
  children,
  description,
}: {
  title: string;
  children: ReactNode;
  description?: ReactNode;
}) {
  return (
    <fieldset className="config-section">
      <legend>{title}</legend>
      {description && <p className="muted">{description}</p>}
      {children}
    </fieldset>
  );
}
