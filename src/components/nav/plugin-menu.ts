// The left menu as plugins change it (PeerTube's `filter:left-menu.links.create.result`): the menu's sections go to
// the filter as PeerTube describes them (key, title, links with path, label, shortLabel and icon), and what comes back
// is drawn: sections and links added, links and sections left out removed. Loaded only where plugins are listed.
import { runHook } from '../../stores/plugins/run-hook';
import { ICONS } from './menu-links';

/** A link as PeerTube's menu describes it. */
interface PluginMenuLink {
  path?: string;
  label?: string;
  shortLabel?: string;
  icon?: string;
}

/** A section as PeerTube's menu describes it. */
interface PluginMenuSection {
  key?: string;
  title?: string;
  links?: PluginMenuLink[];
}

const keyOf = (section: HTMLElement) => (section.getAttribute('aria-labelledby') ?? '').replace(/^menu-/, '');

/** The visible sections and links of the menu. */
function sectionsOf(nav: HTMLElement): PluginMenuSection[] {
  return [...nav.querySelectorAll<HTMLElement>('[data-menu-section]')]
    .filter((section) => !section.hidden)
    .map((section) => ({
      key: keyOf(section),
      title: section.querySelector('.menu-title')?.textContent?.trim() ?? '',
      links: [...section.querySelectorAll<HTMLLIElement>('li')]
        .filter((li) => !li.hidden)
        .map((li) => {
          const label = li.querySelector('.menu-label')?.textContent?.trim() ?? '';
          return { path: li.querySelector('a')?.getAttribute('href') ?? '', label, shortLabel: label, icon: '' };
        }),
    }));
}

function linkItem(link: PluginMenuLink): HTMLLIElement {
  const li = document.createElement('li');
  const a = document.createElement('a');
  a.href = link.path ?? '#';
  a.title = link.label ?? '';
  const svgNs = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(svgNs, 'svg');
  // Drawn as the menu's own icons (global.css: .menu-icon).
  for (const [name, value] of Object.entries({ class: 'menu-icon', 'aria-hidden': 'true', viewBox: '0 0 24 24' }))
    svg.setAttribute(name, value);
  const path = document.createElementNS(svgNs, 'path');
  path.setAttribute('d', ICONS[link.icon ?? ''] ?? ICONS.info);
  svg.append(path);
  const label = document.createElement('span');
  label.className = 'menu-label';
  label.textContent = link.label ?? link.shortLabel ?? '';
  a.append(svg, label);
  if (link.path && new URL(a.href).pathname === location.pathname) a.setAttribute('aria-current', 'page');
  li.append(a);
  return li;
}

function newSection(section: PluginMenuSection): HTMLElement {
  const element = document.createElement('section');
  const id = `menu-plugin-${(section.key ?? 'section').replace(/[^\w-]/g, '')}`;
  element.className = 'menu-section';
  element.dataset.menuSection = '';
  element.setAttribute('aria-labelledby', id);
  const title = document.createElement('h2');
  title.id = id;
  title.className = 'menu-title';
  title.textContent = section.title ?? '';
  element.append(title, document.createElement('ul'));
  return element;
}

/** Draws the filtered sections: ours kept (with their links as the filter left them), new ones added, in its order. */
function draw(nav: HTMLElement, before: PluginMenuSection[], after: PluginMenuSection[]): void {
  const existing = new Map(
    [...nav.querySelectorAll<HTMLElement>('[data-menu-section]')].map((section) => [keyOf(section), section]),
  );
  const footer = nav.querySelector('.menu-footer');
  const kept = new Set<string>();
  for (const section of after) {
    if (!section || typeof section !== 'object') continue;
    const key = section.key ?? '';
    const element = existing.get(key) ?? newSection(section);
    kept.add(key);
    const list = element.querySelector('ul')!;
    const shown = new Set((section.links ?? []).map((l) => l?.path));
    const was = new Set((before.find((s) => s.key === key)?.links ?? []).map((l) => l.path));
    // Links the filter was given and left out go; links it added come, in its order, after ours.
    list.querySelectorAll('li').forEach((li) => {
      const path = li.querySelector('a')?.getAttribute('href') ?? '';
      if (was.has(path) && !shown.has(path)) li.remove();
    });
    const present = new Set([...list.querySelectorAll('a')].map((a) => a.getAttribute('href')));
    for (const link of section.links ?? []) if (link?.path && !present.has(link.path)) list.append(linkItem(link));
    nav.insertBefore(element, footer);
  }
  for (const section of before) if (!kept.has(section.key ?? '')) existing.get(section.key ?? '')?.remove();
}

/** Runs the menu filter of the plugins and draws its result. */
export async function filterMenu(nav: HTMLElement): Promise<void> {
  const before = sectionsOf(nav);
  const after = await runHook('filter:left-menu.links.create.result', structuredClone(before));
  if (Array.isArray(after) && JSON.stringify(after) !== JSON.stringify(before)) draw(nav, before, after);
}
