import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { instanceUrl } from '../../stores/instance/client-settings';
import { layoutCustomPage, markupElements } from '../../lib/custom-markup';
import './custom-markup.css';

// The elements' components (and the grid and cards they draw with) load with the first element near the screen.
const MarkupElement = lazy(() => import('./MarkupElement'));

/** Props: the page's markdown; `headingLevel`, the level of the containers' titles (one under the page's own). */
export interface CustomMarkupProps {
  source: string;
  className?: string;
  headingLevel?: number;
}

/** How far outside the screen an element starts loading. */
const AHEAD = '300px';

/**
 * A custom page as PeerTube draws it: markdown with raw HTML (sanitised, lib/custom-page.ts) and PeerTube's custom
 * markup elements drawn with this client's own cards, grid and buttons. Each element mounts (React portal into the
 * element itself) once it comes near the screen; until the HTML is ready the text shows as it is.
 */
export default function CustomMarkup({ source, className = '', headingLevel = 2 }: CustomMarkupProps) {
  const [rendered, setRendered] = useState<{ source: string; html: string } | null>(null);
  const [failed, setFailed] = useState(false);
  // The elements of the current HTML, and which of them have come near the screen (by index: stable portal keys).
  const [elements, setElements] = useState<HTMLElement[]>([]);
  const [visible, setVisible] = useState<number[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const html = rendered?.source === source ? rendered.html : null;

  useEffect(() => {
    let live = true;
    setFailed(false);
    import('../../lib/custom-page')
      .then((m) => live && setRendered({ source, html: m.renderCustomPage(source, instanceUrl()) }))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [source]);

  // The HTML is this effect's, not React's: the elements below are portal targets inside it, and React 19.0–19.2 set a
  // `dangerouslySetInnerHTML` again after its first commit (facebook/react#31600), leaving the portals in detached
  // copies. Set before paint, so the page never shows the box empty.
  useLayoutEffect(() => {
    const el = root.current;
    if (html !== null && el) {
      // Only the sanitiser's output (lib/custom-page.ts) reaches innerHTML.
      el.innerHTML = html;
      layoutCustomPage(el, headingLevel);
    }
    const found = html !== null && el ? markupElements(el) : [];
    setElements(found);
    setVisible([]);
    if (!found.length) return undefined;
    // What an author wrote inside an element is not shown: the element draws itself.
    for (const element of found) element.replaceChildren();
    const show = (element: HTMLElement) => {
      const index = found.indexOf(element);
      setVisible((now) => (now.includes(index) ? now : [...now, index]));
    };
    if (typeof IntersectionObserver === 'undefined') {
      found.forEach(show);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer.unobserve(entry.target);
          show(entry.target as HTMLElement);
        }
      },
      { rootMargin: AHEAD },
    );
    found.forEach((element) => observer.observe(element));
    return () => observer.disconnect();
  }, [html, headingLevel]);

  // Until the renderer has loaded (or when it cannot), React escapes the text.
  if (html === null)
    return <div className={`markdown markdown-plain custom-markup ${className}`}>{failed || source ? source : ''}</div>;
  return (
    <>
      <div ref={root} className={`markdown custom-markup ${className}`} />
      {visible.map((index) =>
        elements[index]
          ? createPortal(
              <Suspense fallback={null}>
                <MarkupElement element={elements[index]} headingLevel={headingLevel} />
              </Suspense>,
              elements[index],
              String(index),
            )
          : null,
      )}
    </>
  );
}
