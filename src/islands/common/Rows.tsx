import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { claimPaintedRows, paintedRows } from '../../lib/early-paint/hand-over';
import type { RowView } from '../../lib/rows/view';

/** Props: the list's class and accessible name (bound: the early paint gives it in the page's language), its name
 *  among a page's lists (search's sections), its rows, and their views (lib/rows/*), by which it knows the painted
 *  rows as its own. */
export interface RowsProps {
  className?: string;
  label?: string;
  name?: string;
  /** The rows' views, asked once (at the first render) to know painted rows: a function, so later renders cost nothing. */
  views?: RowView[] | (() => RowView[]);
  children?: ReactNode;
}

/** A list of rows, the one the early paint fills on a page painted before the framework (`data-rows`: the painter
 *  fills a page's lists in order, each from its template; lib/early-paint/paint.ts). When the paint shows this list
 *  with the very rows this one has (the same views), the list takes the painted rows over instead of drawing its
 *  own: React hydrates them (a root of their own, in this list), so the elements a person — or a test — holds, has
 *  focused or pressed stay in the page; otherwise the painted list goes with the paint and this one draws its rows. */
export default function Rows({ className, label, name = '', views, children }: RowsProps) {
  const list = useRef<HTMLUListElement>(null);
  const latest = useRef(children);
  latest.current = children;
  // Decided once, at the first render: the rows are adopted, or drawn here.
  const [painted] = useState(() => paintedRows(name, className ?? '', typeof views === 'function' ? views() : views));
  const root = useRef<Root | null>(null);
  // Adopted rows render in their own root: each render of the list renders them there.
  useLayoutEffect(() => {
    root.current?.render(<>{latest.current}</>);
  });
  useLayoutEffect(() => {
    if (!painted) return;
    claimPaintedRows(painted, () => {
      const own = list.current;
      if (!own) return;
      own.append(...painted.children);
      // A row that differs after all (it should not: same views) is drawn again by React, not kept as painted.
      root.current = hydrateRoot(own, <>{latest.current}</>, { onRecoverableError: () => {} });
    });
    return () => {
      const adopted = root.current;
      // Not while React renders this list's parent.
      if (adopted) setTimeout(() => adopted.unmount(), 0);
    };
  }, [painted]);
  const attrs = {
    // Said, not implied: WebKit takes a list without bullets for no list, and a long list's later pages (ItemPages)
    // are presentational boxes between the list and its items, which only an explicit list owns for axe.
    role: 'list',
    className,
    'aria-label': label,
    'data-rows': name,
    'data-a': label === undefined ? undefined : 'aria-label:list',
  };
  return painted ? <ul ref={list} {...attrs} /> : <ul {...attrs}>{children}</ul>;
}
