import { memo, useRef, type ReactNode } from 'react';
import { stablePages } from '../../lib/stable-pages';

/** Props: the items, how many make a page, and how one item renders (a stable function: it is part of each page's
 *  identity, so a new one renders every page again). */
export interface ItemPagesProps<T> {
  items: readonly T[];
  size?: number;
  render: (item: T, index: number) => ReactNode;
}

interface PageProps {
  items: readonly unknown[];
  offset: number;
  render: (item: never, index: number) => ReactNode;
}

/** One page's items, rendered again only when they, their place or the render function change. */
const Page = memo(function Page({ items, offset, render }: PageProps) {
  return <>{items.map((item, i) => render(item as never, offset + i))}</>;
});

/**
 * A long list's items rendered by pages (issue #34): appending a page renders that page only, and a change of the
 * list's status renders none, however many items are already shown. Items keep their own keys (set by `render`); the
 * DOM is the same flat list of elements as a plain map.
 */
export default function ItemPages<T>({ items, size = 24, render }: ItemPagesProps<T>) {
  const previous = useRef<T[][]>([]);
  const pages = stablePages(items, size, previous.current);
  previous.current = pages;
  return (
    <>
      {pages.map((page, i) => (
        <Page key={i} items={page} offset={i * size} render={render as PageProps['render']} />
      ))}
    </>
  );
}
