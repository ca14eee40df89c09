// Fields plugins add to the video forms (PeerTube's `registerVideoField`): upload, import by URL or torrent, go live
// and edit. A form binds to them while it is on screen: the `video-edit` scope loads, each field's default goes into
// the form's `pluginData`, `hidden` and `error` (PeerTube's callbacks, given PeerTube's form values) are evaluated as
// the values change, a field's error blocks the submit, and the form's moments are told (`action:video-edit.init`,
// `action:video-edit.form.updated`).
import { atom, type ReadableAtom } from 'nanostores';
import type { RegisterClientFormFieldOptions } from '@peertube/peertube-types';
import type { FormStore } from '../common/form';
import { $pluginVideoFields, type PluginVideoField } from './registry';
import { pluginRuntime, pluginsListed, runHook } from './run-hook';

/** Which form: PeerTube's VideoEditType. */
export type VideoEditType = 'upload' | 'import-url' | 'import-torrent' | 'go-live' | 'update';

/** The values plugins' fields hold, by field name. */
export type PluginData = Record<string, string | boolean>;

/** A form that carries plugins' values. */
export type PluginDataForm<V extends { pluginData: PluginData }> = FormStore<V>;

/** One plugin field as the form shows it. */
export interface PluginFieldView {
  /** The field's name in `pluginData` ('' for an `html` block). */
  name: string;
  options: RegisterClientFormFieldOptions;
  tab: 'main' | 'plugin-settings';
  hidden: boolean;
  /** What the field's `error` callback says of the current value ('' when fine). */
  error: string;
  /** Whether the person changed it (its error shows from then on, or after a submit). */
  touched: boolean;
}

/** A form's plugin fields, live. */
export interface PluginFieldsBinding {
  $fields: ReadableAtom<PluginFieldView[]>;
  /** Marks a field as changed by the person. */
  touch: (name: string) => void;
  /** Stops following the form. */
  stop: () => void;
}

const fieldsOf = (all: PluginVideoField[], type: VideoEditType) =>
  all.filter((f) => f.videoFormOptions?.type === type && f.commonOptions && typeof f.commonOptions === 'object');

/** Loads the scripts of the `video-edit` scope where the server lists plugins (they register the fields). */
async function loadVideoEditScope(): Promise<void> {
  if (await pluginsListed()) await (await pluginRuntime()).ensureScope('video-edit');
}

/**
 * Binds a form to the plugin fields of `type`. `formValues` turns the form's values into PeerTube's form values
 * (numbers for privacy, channel…, and `pluginData`), which plugins' callbacks read.
 */
export function bindPluginFields<V extends { pluginData: PluginData }>(
  form: PluginDataForm<V>,
  type: VideoEditType,
  formValues: (values: V) => Record<string, unknown>,
): PluginFieldsBinding {
  const $fields = atom<PluginFieldView[]>([]);
  const setPluginData = (data: PluginData) => form.set('pluginData' as never, data as never);
  const touched = new Set<string>();
  let generation = 0;
  let pending: Promise<PluginFieldView[]> = Promise.resolve([]);

  const evaluate = async (values: V): Promise<PluginFieldView[]> => {
    const peertubeValues = formValues(values);
    return Promise.all(
      fieldsOf($pluginVideoFields.get(), type).map(async ({ commonOptions: options, videoFormOptions }) => {
        const name = options.name ?? '';
        const args = { formValues: peertubeValues, value: values.pluginData[name], liveVideo: undefined };
        let hidden = false;
        let error = '';
        try {
          hidden = !!options.hidden?.(args);
        } catch (e) {
          console.error(`Cannot run hidden() of plugin field ${name}`, e);
        }
        if (!hidden && options.error) {
          try {
            const result = await options.error(args);
            error = result?.error ? (result.text ?? ' ') : '';
          } catch (e) {
            console.error(`Cannot run error() of plugin field ${name}`, e);
          }
        }
        return {
          name,
          options,
          tab: videoFormOptions.tab === 'main' ? 'main' : 'plugin-settings',
          hidden,
          error,
          touched: touched.has(name),
        } satisfies PluginFieldView;
      }),
    );
  };

  const refresh = () => {
    const values = form.$values.get();
    if (!values) return;
    const mine = ++generation;
    pending = evaluate(values);
    void pending.then((views) => mine === generation && $fields.set(views));
  };

  // Each field starts from its default (an edit form keeps what the server answered).
  const fillDefaults = () => {
    const values = form.$values.get();
    if (!values) return;
    const defaults: PluginData = {};
    for (const { commonOptions: o } of fieldsOf($pluginVideoFields.get(), type)) {
      if (o.name && values.pluginData[o.name] === undefined && o.default !== undefined) defaults[o.name] = o.default;
    }
    // Defaults are no change of the person's: the form does not become dirty for them.
    if (Object.keys(defaults).length) form.adopt({ pluginData: { ...values.pluginData, ...defaults } } as never);
  };

  const stops = [
    $pluginVideoFields.subscribe(() => {
      fillDefaults();
      refresh();
    }),
    form.$values.listen((values) => {
      refresh();
      if (values) void runHook('action:video-edit.form.updated', undefined, { type, formValues: formValues(values) });
    }),
    form.addCheck(async () => {
      // What the last change made the fields say: every shown field's error, on the form as `pluginData`'s.
      const views = await pending;
      views.forEach((v) => touched.add(v.name));
      $fields.set(views.map((v) => ({ ...v, touched: true })));
      const first = views.find((v) => !v.hidden && v.error);
      return first ? ({ pluginData: first.error } as never) : {};
    }),
  ];

  void loadVideoEditScope().then(() =>
    runHook('action:video-edit.init', undefined, {
      type,
      // PeerTube's updateForm: patches the form with PeerTube-named values (this form keeps the fields it knows).
      updateForm: (patch: Record<string, unknown>) => {
        const values = form.$values.get();
        if (!values || !patch || typeof patch !== 'object') return;
        for (const [key, value] of Object.entries(patch)) {
          if (key === 'pluginData' && value && typeof value === 'object')
            setPluginData({ ...values.pluginData, ...(value as PluginData) });
          else if (key in values) {
            const current = values[key as keyof V];
            form.set(key as never, (typeof current === 'string' ? String(value) : value) as never);
          }
        }
      },
    }),
  );

  return {
    $fields,
    touch: (name) => {
      touched.add(name);
      $fields.set($fields.get().map((v) => (v.name === name ? { ...v, touched: true } : v)));
    },
    stop: () => stops.forEach((stop) => stop()),
  };
}
