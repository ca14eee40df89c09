import { useLayoutEffect, useRef } from 'react';
import { dropEarlyPaint } from '../../lib/early-paint/hand-over';

/**
 * Takes the page's early paint out (lib/early-paint/hand-over.ts) in the same frame a list view first settles, and only
 * then: the paint is gone after that, and looking for it again on every page the list adds searched the whole document
 * — with 2,000 cards shown, a slow part of each "Load more" (issue #34).
 */
export function useEarlyPaintDrop(settled: boolean): void {
  const dropped = useRef(false);
  useLayoutEffect(() => {
    if (!settled || dropped.current) return;
    dropped.current = true;
    dropEarlyPaint();
  }, [settled]);
}
