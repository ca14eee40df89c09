// The instance configuration editor (/admin/settings): PeerTube's CustomConfig as one form over GET/PUT
// /api/v1/config/custom, the tab on screen, the settings in error, and the list of what a save changed. Settings and
// their labels are config-settings.ts's, the rules config-rules.ts's.
//
// The form's values are the config FLATTENED into dotted keys ('instance.name', 'user.videoQuota'): createForm tracks
// changes, errors and dirtiness per top-level key, so flat keys give one changed entry and one error per setting, and
// PeerTube's invalid-params paths ('instance.name') are already field names. Every leaf of the loaded config is kept,
// including settings this page does not show, so the PUT (PeerTube wants the whole object) sends them back unchanged.
import { atom, computed } from 'nanostores';
import { api } from '../instance/api';
import { getCustomConfig, updateCustomConfig, type CustomConfig } from '../../api/admin-config';
import { getCategories, getLanguages } from '../../api/videos';
import { t, tn } from '../../i18n';
import { $config, loadConfig } from '../instance/config';
import { confirm } from '../shell/confirm';
import { createForm, guardUnsaved } from '../common/form';
import { loadable } from '../common/loadable';
import { javascriptWarning, validateConfig } from './config-rules';
import {
  describeChanges,
  flatten,
  settingLabel,
  SETTINGS,
  tabOf,
  unflatten,
  type ConfigChange,
  type ConfigTab,
  type FlatConfig,
  type FlatValue,
} from './config-settings';

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

/** Back to the saved values, after asking: the unsaved edits are lost. Resolves to whether it was reset. */
export async function resetConfig(): Promise<boolean> {
  const changed = configForm.$changed.get();
  if (changed.length) {
    const answer = await confirm({
      title: t('adminConfig.resetTitle', 'Discard your changes'),
      message: tn(
        'adminConfig.resetMessage',
        {
          one: 'Your change to {settings} will be lost.',
          other: 'Your {count} changes ({settings}) will be lost.',
        },
        changed.length,
        { settings: changed.map((path) => settingLabel(path)).join(', ') },
      ),
      confirmButtonText: t('adminConfig.resetConfirm', 'Discard the changes'),
    });
    if (!answer.confirmed) return false;
  }
  configForm.reset();
  $savedChanges.set([]);
  return true;
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
