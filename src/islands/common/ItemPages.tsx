import { createContext, memo, useContext, useRef, type ReactNode } from 'react';
import { stablePages } from '../../lib/stable-pages';

/** Props: the items, how many make a page, how one item renders (a stable function: it is part of each page's
 *  identity, so a new one renders every page again), and the list's class when its later pages are contained. */
export interface ItemPagesProps<T> {
  items: readonly T[];
  size?: number;
  render: (item: T, index: number) => ReactNode;
  /** The list's class (a `ul` of `li`): each page after the first goes in a container of its own,
   *  `li.item-page` > `ul.{contain}`, both presentational, so that the browser styles, lays out and paints a page off
   *  screen not at all (global.css) and a change in one page lays out that page only. In one flat grid of 2,000
   *  cards each frame of a scroll cost 100–200 ms at 4× CPU (Chromium's layout, pre-paint and visibility checks go
   *  through every card); in pages, ~25 ms. The first page stays the list's own: the early paint paints exactly it. */
  contain?: string;
}

interface PageProps {
  items: readonly unknown[];
  offset: number;
  render: (item: never, index: number) => ReactNode;
  contain?: string | undefined;
}

/** The role an item's `li` must say: in a contained page, its `ul` is presentational, which a plain `li` follows. */
const ItemRole = createContext<'listitem' | undefined>(undefined);

/** The role an item of ItemPages gives its `li` (`role={useItemRole()}`): "listitem" in a contained page, else none. */
export const useItemRole = () => useContext(ItemRole);

/** One page's items, rendered again only when they, their place or the render function change. */
const Page = memo(function Page({ items, offset, render, contain }: PageProps) {
  const rows = items.map((item, i) => render(item as never, offset + i));
  if (!contain) return <>{rows}</>;
  return (
    <li role="none" className="item-page">
      <ul role="none" className={contain}>
        <ItemRole value="listitem">{rows}</ItemRole>
      </ul>
    </li>
  );
});

/**
 * A long list's items rendered by pages (issue #34): appending a page renders that page only, and a change of the
 * list's status renders none, however many items are already shown. Items keep their own keys (set by `render`).
 * Without `contain`, the DOM is the same flat list of elements as a plain map; with it, later pages are contained
 * (above) and still items of the one list for assistive technology, find-in-page and focus (no virtualization).
 */
export default function ItemPages<T>({ items, size = 24, render, contain }: ItemPagesProps<T>) {
  const previous = useRef<T[][]>([]);
  const pages = stablePages(items, size, previous.current);
  previous.current = pages;
  return (
    <>
      {pages.map((page, i) => (
        <Page
          key={i}
          items={page}
          offset={i * size}
          render={render as PageProps['render']}
          contain={i > 0 ? contain : undefined}
        />
      ))}
    </>
  );
}
