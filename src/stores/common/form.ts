// The one shape of every form that changes something on the server: values start from the server's, `dirty` says
// what the person changed, client validation mirrors PeerTube's rules, the server's field errors land on their
// fields, and nothing typed is lost on failure. Pages render the stores and call set/submit; they never fetch.
import { atom, computed, onMount, type ReadableAtom, type WritableAtom } from 'nanostores';
import { ApiError } from '../../api/errors';
import { asApiError } from './loadable';
import { keepable, readDraft, removeDraft, writeDraft, type DraftValues } from '../../lib/drafts';

/** Field → message; `_form` holds an error that belongs to no field. */
export type FormErrors<V> = Partial<Record<Extract<keyof V, string> | '_form', string>>;

/** Where a form is: loading its server values, ready to edit, sending, saved, or unable to load. */
export type FormStatus = 'loading' | 'load-error' | 'ready' | 'submitting' | 'saved';

/** How a form is built. */
export interface FormOptions<V extends object, R = unknown> {
  /** Values to start from when there is nothing to load (a create form). */
  initial?: V;
  /** Loads the server's values (an edit form). */
  load?: () => Promise<V>;
  /** Client-side rules; return field → message for what is wrong. May wait (e.g. for the quota a file is checked
   *  against): the form is 'submitting' meanwhile. */
  validate?: (values: V) => FormErrors<V> | Promise<FormErrors<V>>;
  /** Sends the form; `changed` holds only the fields that differ from the server values. */
  submit: (values: V, changed: Partial<V>) => Promise<R>;
  /** Server parameter path → form field, where they differ (e.g. `videoQuota` → `quota`). */
  fieldOf?: Record<string, Extract<keyof V, string>>;
  /** Error codes → field (e.g. `current_password_is_invalid` → `currentPassword`), with an optional message. */
  codes?: Record<string, { field: Extract<keyof V, string> | '_form'; message?: string }>;
  /** After a successful submit: the new server values (default: the submitted values). */
  saved?: (values: V, result: R) => V;
  /**
   * Asked once the values are valid, before anything is sent: an edit that cannot be undone says so here (a confirm
   * dialog). Resolving false sends nothing and leaves the form as typed.
   */
  confirm?: (values: V, changed: Partial<V>) => Promise<boolean>;
  /**
   * Keeps what is typed in this browser as a draft named after the form and its object (`'video-description:<uuid>'`;
   * a function when the object is known only once the page has read its URL): restored over the server values when
   * the form loads again (after a reload or a crashed tab), forgotten once saved or reset. Files are not kept.
   */
  draft?: string | (() => string);
}

/** A form store and its actions. */
export interface FormStore<V extends object> {
  $values: ReadableAtom<V | null>;
  /** The values as the server has them (what "dirty" compares with). */
  $server: ReadableAtom<V | null>;
  $errors: ReadableAtom<FormErrors<V>>;
  $status: ReadableAtom<FormStatus>;
  /** Why loading failed (with `status: 'load-error'`). */
  $loadError: ReadableAtom<ApiError | null>;
  /** Names of the fields that differ from the server values. */
  $changed: ReadableAtom<Array<Extract<keyof V, string>>>;
  /** True when something was changed and not saved. */
  $dirty: ReadableAtom<boolean>;
  /** (Re)loads the server values (keeps nothing typed: call only when the person asks or on first use). */
  load: () => Promise<void>;
  /** Changes one field; clears that field's error. */
  set: <K extends Extract<keyof V, string>>(field: K, value: V[K]) => void;
  /** Changes several fields. */
  setMany: (values: Partial<V>) => void;
  /** Back to the server values. */
  reset: () => void;
  /** Validates and sends; true when the server accepted. Errors stay on their fields, values stay as typed. */
  submit: () => Promise<boolean>;
  /** Puts an error on a field (or `_form`) from outside, e.g. a confirm dialog's answer. */
  setError: (field: Extract<keyof V, string> | '_form', message: string) => void;
  /** Adds a check that runs (awaited) before each submit, after `validate`: what it returns blocks the submit like a
   *  validation error (plugins' video fields check their values this way). Returns the function that removes it. */
  addCheck: (check: (values: V) => Promise<FormErrors<V>>) => () => void;
  /** Sets fields in the values and in the server baseline alike: a default that is no change of the person's. */
  adopt: (values: Partial<V>) => void;
  /** True when the values shown came from a draft this browser kept (the page says so, with Discard). */
  $draftRestored: ReadableAtom<boolean>;
  /** Drops the restored draft: back to the server values. */
  discardDraft: () => void;
}

/** A form sent by one of several buttons (Accept / Reject): `decide` takes the button's choice, validates and sends;
 *  true when the server accepted. */
export type DecisionForm<V extends object, D extends string> = FormStore<V> & {
  decide: (decision: D) => Promise<boolean>;
};

/** Whether two field values are the same (arrays and plain objects compared by content). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Blob || b instanceof Blob) return false;
  if (typeof a === 'object' && typeof b === 'object' && a && b) return JSON.stringify(a) === JSON.stringify(b);
  return false;
}

/** Maps a server error onto fields: invalid-params by name (or `fieldOf`), known codes, else `_form`. */
export function errorsFromServer<V extends object>(
  error: ApiError,
  fields: string[],
  fieldOf: Record<string, string> = {},
  codes: FormOptions<V>['codes'] = {},
): FormErrors<V> {
  const out: Record<string, string> = {};
  const byCode = error.code ? codes?.[error.code] : undefined;
  if (byCode) out[byCode.field] = byCode.message ?? error.message;
  for (const [path, message] of Object.entries(error.invalidParams ?? {})) {
    const field =
      fieldOf[path] ??
      (fields.includes(path)
        ? path
        : (fieldOf[path.split('.')[0]] ?? (fields.includes(path.split('.')[0]) ? path.split('.')[0] : undefined)));
    if (field && !out[field]) out[field] = message === 'Invalid value' ? error.message : message;
  }
  if (!Object.keys(out).length) out._form = error.message;
  return out as FormErrors<V>;
}

/** Creates a form store. An edit form loads lazily: call `load()` when its page mounts. */
export function createForm<V extends object, R = unknown>(options: FormOptions<V, R>): FormStore<V> {
  type Field = Extract<keyof V, string>;
  const $draftRestored = atom(false);
  // The draft's name, fixed when the server values are set (the object is known then).
  let draftName: string | null = null;
  const $values = atom<V | null>(options.initial ? { ...options.initial } : null);
  const $server = atom<V | null>(options.initial ? { ...options.initial } : null);
  const $errors = atom<FormErrors<V>>({});
  const $status = atom<FormStatus>(options.initial || !options.load ? 'ready' : 'loading');
  const $loadError = atom<ApiError | null>(null);
  const $changed = computed([$values, $server], (values, server) =>
    !values || !server ? [] : (Object.keys(values) as Field[]).filter((k) => !sameValue(values[k], server[k])),
  );
  const $dirty = computed($changed, (changed) => changed.length > 0);
  const checks = new Set<(values: V) => Promise<FormErrors<V>>>();

  /** Keeps the changed fields that can be kept (files cannot) as the draft; none left forgets it. */
  function keepDraft(): void {
    const values = $values.get();
    const server = $server.get();
    if (!draftName || !values || !server) return;
    const kept: DraftValues = {};
    for (const k of Object.keys(values) as Field[])
      if (!sameValue(values[k], server[k]) && keepable(values[k])) kept[k] = values[k];
    writeDraft(draftName, kept);
  }

  /** Names the draft of the object now loaded and puts what it holds over the server values. */
  function restoreDraft(): void {
    draftName = typeof options.draft === 'function' ? options.draft() : (options.draft ?? null);
    $draftRestored.set(false);
    const current = $values.get();
    if (!draftName || !current) return;
    const draft = readDraft(draftName);
    if (!draft) return;
    const restored = Object.fromEntries(
      Object.entries(draft).filter(([k, v]) => k in current && !sameValue(current[k as Field], v)),
    );
    if (!Object.keys(restored).length) return removeDraft(draftName);
    $values.set({ ...current, ...restored });
    $draftRestored.set(true);
  }

  function forgetDraft(): void {
    if (draftName) removeDraft(draftName);
    $draftRestored.set(false);
  }

  // A create form has its values from the start: its draft is named and restored when a page first shows it.
  if (options.draft && !options.load)
    onMount($values, () => {
      if (draftName === null) restoreDraft();
    });

  async function load(): Promise<void> {
    if (!options.load) return;
    $status.set('loading');
    $loadError.set(null);
    try {
      const values = await options.load();
      $server.set({ ...values });
      $values.set({ ...values });
      $errors.set({});
      restoreDraft();
      $status.set('ready');
    } catch (error) {
      $loadError.set(asApiError(error));
      $status.set('load-error');
    }
  }

  function set<K extends Field>(field: K, value: V[K]): void {
    const current = $values.get();
    if (!current) return;
    $values.set({ ...current, [field]: value });
    keepDraft();
    const errors = $errors.get();
    if (errors[field] || errors._form) {
      const next = { ...errors };
      delete next[field];
      delete next._form;
      $errors.set(next);
    }
    if ($status.get() === 'saved') $status.set('ready');
  }

  function setMany(values: Partial<V>): void {
    for (const [k, v] of Object.entries(values)) set(k as Field, v as V[Field]);
  }

  function reset(): void {
    const server = $server.get();
    if (server) $values.set({ ...server });
    $errors.set({});
    forgetDraft();
  }

  function setError(field: Field | '_form', message: string): void {
    $errors.set({ ...$errors.get(), [field]: message });
  }

  async function submit(): Promise<boolean> {
    const values = $values.get();
    if (!values || $status.get() === 'submitting') return false;
    let problems = options.validate?.(values) ?? {};
    if (problems instanceof Promise) {
      $status.set('submitting');
      problems = await problems.catch((): FormErrors<V> => ({}));
      $status.set('ready');
    }
    if (Object.values(problems).some(Boolean)) {
      $errors.set(problems);
      return false;
    }
    $status.set('submitting');
    for (const check of checks) Object.assign(problems, await check(values).catch(() => ({})));
    if (Object.values(problems).some(Boolean)) {
      $errors.set(problems);
      $status.set('ready');
      return false;
    }
    $errors.set({});
    const server = $server.get();
    const changed = Object.fromEntries(
      (Object.keys(values) as Field[])
        .filter((k) => !server || !sameValue(values[k], server[k]))
        .map((k) => [k, values[k]]),
    ) as unknown as Partial<V>;
    $status.set('submitting');
    $errors.set({});
    try {
      if (options.confirm && !(await options.confirm(values, changed))) {
        $status.set('ready');
        return false;
      }
      const result = await options.submit(values, changed);
      const next = options.saved ? options.saved(values, result) : values;
      $server.set({ ...next });
      // What was typed meanwhile (while sending) stays; only the saved baseline moves.
      if ($values.get() === values) $values.set({ ...next });
      forgetDraft();
      keepDraft();
      $status.set('saved');
      return true;
    } catch (error) {
      const apiError = asApiError(error);
      $errors.set(errorsFromServer<V>(apiError, Object.keys(values), options.fieldOf, options.codes));
      $status.set('ready');
      return false;
    }
  }

  return {
    $values,
    $server,
    $errors,
    $status,
    $loadError,
    $changed,
    $dirty,
    load,
    set,
    setMany,
    reset,
    submit,
    setError,
    adopt: (patch) => {
      const values = $values.get();
      const server = $server.get();
      if (values) $values.set({ ...values, ...patch });
      if (server) $server.set({ ...server, ...patch });
    },
    addCheck: (check) => {
      checks.add(check);
      return () => void checks.delete(check);
    },
    $draftRestored,
    discardDraft: reset,
  };
}

/** While `$dirty` is true, leaving the page (link, reload, close) asks first. Returns the function that stops it. */
export function guardUnsaved($dirty: ReadableAtom<boolean> | WritableAtom<boolean>): () => void {
  if (typeof window === 'undefined') return () => {};
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!$dirty.get()) return;
    event.preventDefault();
    // Older Chromium needs returnValue set to show the prompt.
    event.returnValue = '';
  };
  window.addEventListener('beforeunload', onBeforeUnload);
  return () => window.removeEventListener('beforeunload', onBeforeUnload);
}
