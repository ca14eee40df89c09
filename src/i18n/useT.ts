import { useStore } from '@nanostores/react';
import { $t, $tn } from './index';

/** React hook: the translate function of the current language; the component re-renders on change. */
export function useT() {
  return useStore($t);
}

/** React hook: the counted-message function (`tn(key, { one, other }, count)`) of the current language. */
export function useTn() {
  return useStore($tn);
}
