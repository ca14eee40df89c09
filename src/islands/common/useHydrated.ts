import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False while React hydrates server HTML (so the first render matches it), true on every render after. Islands
 *  whose first render depends on data that may already be in the browser (the account, asked at parse time) use it
 *  to render what the build rendered first, then the data: no hydration mismatch (React error #418). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
