import { Component, type ComponentType, type ReactNode } from 'react';
import { t } from '../../i18n';
import { ErrorState } from './ListStates';

interface BoundaryProps {
  name: string;
  children: ReactNode;
}

interface BoundaryState {
  error: Error | null;
  /** Bumped by Retry: a new key mounts the part afresh (its effects and loads run again). */
  attempt: number;
}

/** Catches what one part of the page throws while rendering, so the rest of the page keeps working. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<BoundaryState> {
    return { error };
  }

  componentDidCatch(error: Error): void {
    console.error(`[${this.props.name}] failed to render:`, error);
  }

  render(): ReactNode {
    if (this.state.error) {
      return (
        <>
          <span hidden ref={dropEarlyPaint} />
          <ErrorState
            title={t('common.partFailed', 'This part failed to load.')}
            message=""
            onRetry={() => this.setState((s) => ({ error: null, attempt: s.attempt + 1 }))}
          />
        </>
      );
    }
    return <ContainedPart key={this.state.attempt}>{this.props.children}</ContainedPart>;
  }
}

/** A part of `main` that failed takes the place of the early paint beside it (lib/early-paint/paint.ts):
 *  while one shows, the CSS hides the islands, and the error with its Retry would stay out of sight. */
function dropEarlyPaint(el: HTMLElement | null) {
  el?.closest('main')
    ?.querySelectorAll(':scope > .early-paint')
    .forEach((paint) => paint.remove());
}

function ContainedPart({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/**
 * Wraps an island in an error boundary: a part that throws (a null avatar, missing fields in a server answer) shows
 * "This part failed to load" with Retry in its place, logs the error, and the other parts of the page keep working.
 */
export function contained<P extends object>(Part: ComponentType<P>, name: string): ComponentType<P> {
  function Contained(props: P) {
    return (
      <Boundary name={name}>
        <Part {...props} />
      </Boundary>
    );
  }
  Contained.displayName = `Contained(${name})`;
  return Contained;
}
