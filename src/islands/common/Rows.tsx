import type { ReactNode } from 'react';

/** Props: the list's class and accessible name (bound: the early paint gives it in the page's language), its rows. */
export interface RowsProps {
  className?: string;
  label?: string;
  children?: ReactNode;
}

/** A list of rows: the one the early paint fills on a page painted before the framework (`data-rows`: the painter
 *  fills a page's lists in order, each from its template; lib/early-paint/paint.ts). */
export default function Rows({ className, label, children }: RowsProps) {
  return (
    <ul
      className={className}
      aria-label={label}
      data-rows=""
      data-a={label === undefined ? undefined : 'aria-label:list'}
    >
      {children}
    </ul>
  );
}
