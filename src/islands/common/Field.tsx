import { useId, type ReactNode } from 'react';

/** Props of a labelled field: the label, its error (from a form store), help text, and the control itself. */
export interface FieldProps {
  label: ReactNode;
  error?: string;
  help?: ReactNode;
  /** Renders the control with the ids and ARIA it must carry. */
  children: (control: {
    id: string;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
  className?: string;
  /** The control's id, where a stable one is needed (PeerTube plugins and the login page's `#username`). */
  id?: string;
}

/** A form field: label, control, help and the error on the field it concerns (announced, linked by aria-describedby). */
export default function Field({ label, error, help, children, className, id: fixedId }: FieldProps) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const helpId = help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, helpId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {help && (
        <small id={helpId} className="muted">
          {help}
        </small>
      )}
      {error && (
        <p id={errorId} className="error-text field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Props of the form-level message: an error that belongs to no field, or the saved notice. */
export interface FormMessageProps {
  error?: string;
  saved?: ReactNode;
}

/** The form's own line: its error (role alert) or a saved notice (role status). */
export function FormMessage({ error, saved }: FormMessageProps) {
  if (error)
    return (
      <p className="error-text" role="alert">
        {error}
      </p>
    );
  if (saved)
    return (
      <p className="success-text" role="status">
        {saved}
      </p>
    );
  return null;
}
