import type { ReactNode } from 'react';
import type { Loadable } from '../../stores/common/loadable';
import { EmptyState, ErrorState, Loader } from './ListStates';

/** Props: the loadable state, how to retry, how to render the data, and when the data counts as empty. */
interface Props<T> {
  state: Loadable<T>;
  retry: () => void;
  children: (data: T) => ReactNode;
  isEmpty?: (data: T) => boolean;
  emptyMessage?: string;
}

/** Renders one of loading, error (with retry), empty or the data — the states every shell page shows. */
export default function Remote<T>({ state, retry, children, isEmpty, emptyMessage = '' }: Props<T>) {
  if (state.status === 'error') return <ErrorState message={state.error.message} onRetry={retry} />;
  if (state.status !== 'ready') return <Loader />;
  if (isEmpty?.(state.data)) return <EmptyState message={emptyMessage} />;
  return <>{children(state.data)}</>;
}
