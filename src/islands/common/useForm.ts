import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { guardUnsaved, type FormStore } from '../../stores/common/form';

/** Reads a form store for rendering; loads its server values once mounted and guards unsaved changes while shown. */
export function useForm<V extends object>(form: FormStore<V>, { load = true, guard = true } = {}) {
  const values = useStore(form.$values);
  const errors = useStore(form.$errors);
  const status = useStore(form.$status);
  const loadError = useStore(form.$loadError);
  const dirty = useStore(form.$dirty);
  useEffect(() => {
    if (load) void form.load();
  }, [form, load]);
  useEffect(() => (guard ? guardUnsaved(form.$dirty) : undefined), [form, guard]);
  return { values, errors, status, loadError, dirty };
}
