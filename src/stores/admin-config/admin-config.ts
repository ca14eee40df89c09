// The instance configuration editor (/admin/settings): PeerTube's CustomConfig as one form, its client-side rules
// (PeerTube's Angular validators and the server's cross-field checks), and the list of what a save changed.
//
// The form's values are the config FLATTENED into dotted keys ('instance.name', 'user.videoQuota'): createForm tracks
// changes, errors and dirtiness per top-level key, so flat keys give one changed entry and one error per setting, and
// PeerTube's invalid-params paths ('instance.name') are already field names. Every leaf of the loaded config is kept,
// including settings this page does not show, so the PUT (PeerTube wants the whole object) sends them back unchanged.
import { atom, computed } from 'nanostores';
import { api } from '../instance/api';
import { getCustomConfig, updateCustomConfig, type CustomConfig } from '../../api/admin-config';
import { getCategories, getLanguages } from '../../api/videos';
import { t as translate } from '../../i18n';
import { $config, loadConfig } from '../instance/config';
import { createForm, guardUnsaved, sameValue } from '../common/form';
import { loadable } from '../common/loadable';
import {
  type FlatValue,
  type FlatConfig,
  type Translate,
  type ConfigTab,
  flatten,
  unflatten,
  quotaLabel,
  SETTINGS,
  settingLabel,
  tabOf,
} from '../../lib/admin-config/settings';
import { validateConfig, javascriptWarning } from '../../lib/admin-config/rules';

// ----------------------------------------------------------------------------------------------------------------
// What changed.

/** One changed setting: its path, label and both values as people read them. */
export interface ConfigChange {
  path: string;
  label: string;
  before: string;
  after: string;
}

/** A value for people: On/Off, sizes, lists, texts cut to one line. */
export function displayValue(path: string, value: FlatValue, t: Translate = translate): string {
  const kind = SETTINGS[path]?.kind;
  if (typeof value === 'boolean') return value ? t('adminConfig.on', 'On') : t('adminConfig.off', 'Off');
  if (kind === 'bytes') return quotaLabel(value, t);
  if (Array.isArray(value)) return value.length ? value.join(', ') : t('adminConfig.emptyValue', '(empty)');
  if (value === null || value === '') return t('adminConfig.emptyValue', '(empty)');
  const text = String(value).replace(/\s+/g, ' ').trim();
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** The settings that differ between two configs, in the editor's order (settings it does not show last). */
export function describeChanges(before: FlatConfig, after: FlatConfig, t: Translate = translate): ConfigChange[] {
  const order = Object.keys(SETTINGS);
  const rank = (path: string) => (order.includes(path) ? order.indexOf(path) : order.length);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((path) => !sameValue(before[path], after[path]))
    .sort((a, b) => rank(a) - rank(b))
    .map((path) => ({
      path,
      label: settingLabel(path, t),
      before: displayValue(path, before[path] ?? null, t),
      after: displayValue(path, after[path] ?? null, t),
    }));
}

// ----------------------------------------------------------------------------------------------------------------
// The form.

/** What the last save changed (shown under the Save button until the next edit). */
export const $savedChanges = atom<ConfigChange[]>([]);

/** The configuration form (values flattened, see the top of this file). */
export const configForm = createForm<FlatConfig, CustomConfig>({
  load: async () => flatten(await getCustomConfig(api)),
  validate: (values) => validateConfig(values, { emailEnabled: $config.get().data?.email?.enabled !== false }),
  submit: (values) => updateCustomConfig(api, unflatten(values)),
  saved: (_values, result) => flatten(result),
});

/** The tab on screen; a failed save moves to the tab of the first setting in error. */
export const $configTab = atom<ConfigTab>('instance');

/** Opens a tab. */
export const showConfigTab = (tab: ConfigTab) => $configTab.set(tab);

/** The settings in error, in the editor's order. */
export const $configErrorPaths = computed(configForm.$errors, (errors) =>
  Object.keys(errors)
    .filter((k) => k !== '_form' && errors[k])
    .sort((a, b) => Object.keys(SETTINGS).indexOf(a) - Object.keys(SETTINGS).indexOf(b)),
);

/** The JavaScript warning of the custom JavaScript field, live. */
export const $javascriptWarning = computed(configForm.$values, (values) =>
  javascriptWarning(values?.['instance.customizations.javascript'] ?? ''),
);

/** Changes one setting; the "what changed" list of the last save goes away with the next edit. */
export function setSetting(path: string, value: FlatValue): void {
  configForm.set(path, value);
  if ($savedChanges.get().length) $savedChanges.set([]);
}

/** Saves; on success lists what changed and reloads the public config (header name, banner); on failure opens the tab of the first error. */
export async function saveConfig(): Promise<boolean> {
  const before = configForm.$server.get() ?? {};
  const ok = await configForm.submit();
  if (ok) {
    $savedChanges.set(describeChanges(before, configForm.$server.get() ?? {}));
    void loadConfig();
  } else {
    const first = $configErrorPaths.get()[0];
    if (first) $configTab.set(tabOf(first));
  }
  return ok;
}

/** Back to the saved values. */
export function resetConfig(): void {
  configForm.reset();
  $savedChanges.set([]);
}

/** Loads the form when the page opens and asks before leaving with unsaved changes; returns the cleanup. */
export function openConfigEditor(): () => void {
  if (configForm.$status.get() !== 'ready' || !configForm.$values.get()) void configForm.load();
  return guardUnsaved(configForm.$dirty);
}

const vocab = loadable(async () => {
  const [categories, languages] = await Promise.all([getCategories(api), getLanguages(api)]);
  return { categories, languages };
});
/** Video categories and languages (id → label), for the instance's main categories and languages. */
export const $configVocab = vocab.$store;
/** Loads the categories and languages. */
export const loadConfigVocab = vocab.load;
