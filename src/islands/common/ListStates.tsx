import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';

/** Props of the loader: an optional accessible label (default "Loading…"). */
export interface LoaderProps {
  label?: string;
}

/** A spinner announced to screen readers. */
export function Loader({ label }: LoaderProps) {
  const t = useT();
  return (
    <div className="list-loader" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading', 'Loading…')}</span>
    </div>
  );
}

/** Props of the empty state: the message, and optional extra content (a link to elsewhere). */
export interface EmptyStateProps {
  message: string;
  children?: ReactNode;
}

/** What a list shows when it has nothing. */
export function EmptyState({ message, children }: EmptyStateProps) {
  return (
    <div className="list-empty">
      <p>{message}</p>
      {children}
    </div>
  );
}

/** Props of the error state: the error text and the retry action. */
export interface ErrorStateProps {
  message: string;
  onRetry: () => void;
  /** Heading-less summary before the message (default "Something went wrong."). */
  title?: string;
}

/** A failed load: the server's message and a Retry button. */
export function ErrorState({ message, onRetry, title }: ErrorStateProps) {
  const t = useT();
  return (
    <div className="alert list-error" role="alert">
      <p className="error-text">
        <strong>{title ?? t('common.errorTitle', 'Something went wrong.')}</strong> {message}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        {t('common.retry', 'Retry')}
      </button>
    </div>
  );
}
