// One plugin's settings page (/admin/plugins/show/{npmName}): the plugin, the fields it registered, and a form over
// their values (saved values, else each field's default) sent whole with PUT /plugins/{npmName}/settings, as
// PeerTube's client does. The server keeps whatever it gets, so the checks here are what it cannot take.
import { runHook } from '../plugins/run-hook';
import { $pluginSettingsScripts } from '../plugins/registry';
import { atom } from 'nanostores';
import { api } from '../instance/api';
import { ApiError } from '../../api/errors';
import {
  getPlugin,
  getRegisteredSettings,
  updatePluginSettings,
  type InstalledPlugin,
  type RegisteredSetting,
} from '../../api/plugins';
import { t } from '../../i18n';
import { createForm, type FormErrors, type FormStore } from '../common/form';
import { asApiError } from '../common/loadable';

/** A settings form's values: each named setting's value (text or checkbox). */
export type SettingValues = Record<string, string | boolean>;

/** The plugin and its registered fields, once loaded. */
export interface PluginPage {
  plugin: InstalledPlugin;
  fields: RegisteredSetting[];
}

/** The npm name a settings URL names: `/admin/plugins/show/{npmName}` (PeerTube's), or `?npmName=`. */
export function npmNameFromUrl(url: Pick<Location, 'pathname' | 'search'>): string {
  const segment = /\/admin\/plugins\/show\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  const raw = segment && segment !== '_' ? segment : (new URLSearchParams(url.search).get('npmName') ?? '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

// PeerTube's express.json limit: a larger body is refused with 413 before anything is saved.
const BODY_LIMIT = 500 * 1024;

/** The fields that hold a value (an `html` block is text to read, not a setting). */
export const valueFields = (fields: RegisteredSetting[]): Array<RegisteredSetting & { name: string }> =>
  fields.filter((f): f is RegisteredSetting & { name: string } => !!f.name && f.type !== 'html');

/** What is wrong with the values: a choice that is not offered, or settings too large to send (on the largest text). */
export function settingsErrors(fields: RegisteredSetting[], values: SettingValues): FormErrors<SettingValues> {
  const errors: Record<string, string> = {};
  for (const field of valueFields(fields)) {
    if (
      field.type === 'select' &&
      field.options?.length &&
      !field.options.some((o) => o.value === values[field.name])
    ) {
      errors[field.name] = t('adminPlugins.settings.choose', 'Choose one of the options.');
    }
  }
  const size = new TextEncoder().encode(JSON.stringify({ settings: values })).length;
  if (size > BODY_LIMIT) {
    const largest = valueFields(fields)
      .filter((f) => typeof values[f.name] === 'string')
      .sort((a, b) => String(values[b.name]).length - String(values[a.name]).length)[0];
    const message = t(
      'adminPlugins.settings.tooLarge',
      'Too long: all settings together must stay under {limit} KB (now {size} KB). Shorten this text.',
      {
        limit: BODY_LIMIT / 1024,
        size: Math.ceil(size / 1024),
      },
    );
    if (largest) errors[largest.name] = message;
    else errors._form = message;
  }
  return errors as FormErrors<SettingValues>;
}

/** The loaded plugin and fields of the page's form (null until loaded). */
export const $pluginPage = atom<PluginPage | null>(null);

function initialValues(page: PluginPage): SettingValues {
  const values: SettingValues = {};
  for (const field of valueFields(page.fields)) {
    const saved = page.plugin.settings?.[field.name];
    const value = saved !== undefined && saved !== null ? saved : field.default;
    values[field.name] =
      field.type === 'input-checkbox'
        ? value === true || value === 'true'
        : value === undefined || value === null
          ? ''
          : String(value);
  }
  return values;
}

/** A settings form for one plugin: loads the plugin and its fields, validates, saves every value. */
export function pluginSettingsForm(npmName: string): FormStore<SettingValues> {
  $pluginPage.set(null);
  return createForm<SettingValues>({
    async load() {
      const [plugin, registered] = await Promise.all([getPlugin(api, npmName), getRegisteredSettings(api, npmName)]);
      const page = {
        plugin,
        fields: Array.isArray(registered?.registeredSettings) ? registered.registeredSettings : [],
      };
      $pluginPage.set(page);
      return initialValues(page);
    },
    validate: (values) => settingsErrors($pluginPage.get()?.fields ?? [], values),
    async submit(values) {
      try {
        await updatePluginSettings(api, npmName, values);
      } catch (error) {
        const e = asApiError(error);
        // A 413 carries no field: say it on the largest text, as the client check would have.
        if (e.status !== 413) throw e;
        const fields = $pluginPage.get()?.fields ?? [];
        const largest = valueFields(fields).sort(
          (a, b) => String(values[b.name] ?? '').length - String(values[a.name] ?? '').length,
        )[0];
        throw new ApiError({
          kind: e.kind,
          status: e.status,
          detail: e.message,
          invalidParams: largest ? { [largest.name]: e.message } : undefined,
        });
      }
    },
  });
}

/** The settings page has its form (PeerTube's `action:admin-plugin-settings.init`, which also loads the plugins'
 *  `admin-plugin` scripts and, with `common`, their settings scripts). */
export const settingsPageShown = (npmName: string) =>
  void runHook('action:admin-plugin-settings.init', undefined, { npmName });

/** The plugins' settings scripts, by npm name (re-rendered as they register). */
export { $pluginSettingsScripts };

/** Whether the plugin's settings script hides a setting for these values (PeerTube's `isSettingHidden`). */
export function settingHidden(
  scripts: ReturnType<typeof $pluginSettingsScripts.get>,
  npmName: string,
  setting: RegisteredSetting,
  values: SettingValues,
): boolean {
  const script = scripts[npmName];
  if (typeof script?.isSettingHidden !== 'function') return false;
  try {
    return !!script.isSettingHidden({ setting: setting as never, formValues: values });
  } catch (error) {
    console.error(`Cannot run isSettingHidden of plugin ${npmName}`, error);
    return false;
  }
}
