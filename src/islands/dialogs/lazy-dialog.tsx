import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/** A dialog's code that could not be fetched (offline, a dropped connection): not an error of the dialog itself. */
class CodeUnavailable extends Error {}

/**
 * A dialog whose code loads when it first renders (React.lazy, inside its own Suspense). When that code cannot be
 * fetched, `onFail` runs (the host closes the dialog's store and says the server cannot be reached), nothing is drawn,
 * and the next opening fetches the code again: React keeps a lazy component's failure for good, so a fresh one takes
 * its place. An error of the dialog itself goes on to the host's boundary, as before.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  onFail: () => void,
): ComponentType<P> {
  const fetchCode = () =>
    load().catch((error: unknown) => {
      throw new CodeUnavailable(String(error));
    });
  let Part = lazy(fetchCode);

  class Guard extends Component<{ children: ReactNode }, { error: Error | null }> {
    state: { error: Error | null } = { error: null };

    static getDerivedStateFromError(error: Error) {
      return { error };
    }

    componentDidCatch(error: Error): void {
      if (!(error instanceof CodeUnavailable)) return;
      console.error('A dialog could not be loaded:', error.message);
      Part = lazy(fetchCode);
      onFail();
    }

    render(): ReactNode {
      const { error } = this.state;
      if (error && !(error instanceof CodeUnavailable)) throw error;
      return error ? null : this.props.children;
    }
  }

  function LazyDialog(props: P) {
    return (
      <Guard>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </Guard>
    );
  }
  return LazyDialog;
}
