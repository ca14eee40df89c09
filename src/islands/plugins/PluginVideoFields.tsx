import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useT } from '../../i18n/useT';
import Field from '../common/Field';
import ServerHtml from '../admin-plugins/ServerHtml';
import {
  bindPluginFields,
  type PluginData,
  type PluginDataForm,
  type PluginFieldsBinding,
  type PluginFieldView,
  type VideoEditType,
} from '../../stores/plugins/video-fields';

const none: PluginFieldsBinding = { $fields: atom<PluginFieldView[]>([]), touch: () => {}, stop: () => {} };

/** Binds a form to the plugin fields of its kind while the form is on screen. */
export function usePluginFields<V extends { pluginData: PluginData }>(
  form: PluginDataForm<V>,
  type: VideoEditType,
  formValues: (values: V) => Record<string, unknown>,
): PluginFieldsBinding {
  const [binding, setBinding] = useState<PluginFieldsBinding>(none);
  useEffect(() => {
    const bound = bindPluginFields(form, type, formValues);
    setBinding(bound);
    return bound.stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one binding per form and kind (formValues is a helper)
  }, [form, type]);
  return binding;
}

/** Props: the form, its binding, which of PeerTube's tabs to show, and whether editing is paused. */
export interface PluginVideoFieldsProps<V extends { pluginData: PluginData }> {
  form: PluginDataForm<V>;
  binding: PluginFieldsBinding;
  tab: 'main' | 'plugin-settings';
  disabled?: boolean;
}

/** The fields plugins added to a video form, in one of PeerTube's tabs (`plugin-settings` as a section of its own). */
export default function PluginVideoFields<V extends { pluginData: PluginData }>({
  form,
  binding,
  tab,
  disabled,
}: PluginVideoFieldsProps<V>) {
  const t = useT();
  const fields = useStore(binding.$fields).filter((f) => f.tab === tab && !f.hidden);
  const values = useStore(form.$values);
  if (!fields.length || !values) return null;
  const data = values.pluginData;
  const change = (name: string, value: string | boolean) => {
    binding.touch(name);
    form.set('pluginData' as never, { ...data, [name]: value } as never);
  };
  const items = fields.map((field, index) => (
    <PluginField
      key={`${field.name}-${index}`}
      field={field}
      value={data[field.name]}
      disabled={disabled}
      onChange={(value) => change(field.name, value)}
    />
  ));
  if (tab === 'main') return <div className="plugin-fields">{items}</div>;
  return (
    <fieldset className="more-fields plugin-fields">
      <legend>{t('videoForm.pluginSettings', 'Plugin settings')}</legend>
      {items}
    </fieldset>
  );
}

/** Props: one plugin field, its value and how to change it. */
interface PluginFieldProps {
  field: PluginFieldView;
  value: string | boolean | undefined;
  disabled?: boolean;
  onChange: (value: string | boolean) => void;
}

/** One plugin field: PeerTube's setting types (input, checkbox, password, textarea, markdown, select, html). */
function PluginField({ field, value, disabled, onChange }: PluginFieldProps) {
  const { options } = field;
  const error = field.touched ? field.error : '';
  const help = options.descriptionHTML ? (
    <ServerHtml html={options.descriptionHTML} className="plugin-description" />
  ) : undefined;
  const id = `plugin-field-${field.name}`;
  if (options.type === 'html') return <ServerHtml html={options.html} className="plugin-html" />;
  if (options.type === 'input-checkbox')
    return (
      <div className={`check-field${error ? ' field-invalid' : ''}`}>
        <input
          id={id}
          name={field.name}
          type="checkbox"
          checked={value === true || value === 'true'}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={id}>{options.label}</label>
        {help && <small className="muted">{help}</small>}
        {error && (
          <p id={`${id}-error`} className="error-text field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  const text = typeof value === 'string' ? value : value === undefined ? '' : String(value);
  return (
    <Field label={options.label ?? field.name} error={error || undefined} help={help}>
      {(c) =>
        options.type === 'select' ? (
          <select {...c} name={field.name} value={text} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
            {(options.options ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ) : options.type === 'input-textarea' || options.type.startsWith('markdown') ? (
          <textarea
            {...c}
            name={field.name}
            rows={4}
            value={text}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...c}
            name={field.name}
            type={options.type === 'input-password' ? 'password' : 'text'}
            value={text}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  );
}
