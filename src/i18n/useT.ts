import { useStore } from '@nanostores/react';
import { $t } from './index';

/** React hook: the translate function of the current language; the component re-renders on change. */
export function useT() {
  return useStore($t);
}
