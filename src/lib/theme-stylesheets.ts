// A theme plugin's stylesheets in the page, and the scheme its colours make: loaded on demand by the theme store
// (stores/settings/theme.ts), only on pages that show or leave a theme plugin.
import type { ActiveTheme, Scheme } from './theme';

/** Relative luminance (WCAG) of a computed `rgb()`/`rgba()` colour, or null when it is not one or transparent. */
export function luminance(color: string): number | null {
  const m = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(color.trim());
  if (!m) return null;
  if (m[4] !== undefined && parseFloat(m[4]) === 0) return null;
  const [r, g, b] = [m[1], m[2], m[3]].map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The scheme a theme's colours make (PeerTube's isDarkTheme): dark when the theme says so (`--is-dark: 1`) or its
 * background is darker than its text; null when the colours cannot tell.
 */
export function schemeOfColors(background: string, text: string, isDark?: string): Scheme | null {
  if (isDark?.trim() === '1') return 'dark';
  if (isDark?.trim() === '0') return 'light';
  const bg = luminance(background);
  const fg = luminance(text);
  if (bg === null || fg === null) return null;
  return bg < fg ? 'dark' : 'light';
}

/** The theme plugins' stylesheets a page holds (the head script of Shell.astro adds them with the same attribute). */
const LINK_SELECTOR = 'link[data-theme-css]';

/**
 * Puts the active theme's stylesheets in `doc` (and takes another theme's out); once they are in, measures the
 * scheme the theme's colours make (PeerTube does the same) and hands it to `onScheme` with the theme's `name@version`.
 */
export function applyThemeStylesheets(
  doc: Document,
  active: ActiveTheme,
  onScheme: (key: string, scheme: Scheme) => void,
): void {
  const measure = () => {
    if (!active.version || !doc.body) return;
    const style = getComputedStyle(doc.body);
    const scheme = schemeOfColors(style.backgroundColor, style.color, style.getPropertyValue('--is-dark'));
    if (scheme) onScheme(`${active.name}@${active.version}`, scheme);
  };
  const links = [...doc.querySelectorAll<HTMLLinkElement>(LINK_SELECTOR)];
  const current = links.map((link) => link.getAttribute('href'));
  if (current.length === active.css.length && current.every((href, i) => href === active.css[i])) {
    if (active.css.length) whenLoaded(links, measure);
    return;
  }
  links.forEach((link) => link.remove());
  const added = active.css.map((href) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.themeCss = active.name;
    doc.head.append(link);
    return link;
  });
  if (added.length) whenLoaded(added, measure);
}

function whenLoaded(links: HTMLLinkElement[], done: () => void): void {
  let left = links.length;
  const one = () => {
    left -= 1;
    if (left === 0) done();
  };
  for (const link of links) {
    if (link.sheet) one();
    else {
      link.addEventListener('load', one, { once: true });
      link.addEventListener('error', one, { once: true });
    }
  }
}
