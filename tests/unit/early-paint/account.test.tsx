// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import BellLink from '../../../src/islands/notifications/BellLink';
import MySettingsLink from '../../../src/islands/header/MySettingsLink';
import { UserMenuLabel } from '../../../src/islands/header/UserMenuLabel';
import { dropEarlyAccount, paintEarlyAccount } from '../../../src/lib/early-paint/account';
import { EARLY_CATALOG } from '../../../src/i18n/early';
import { takeEarlyResponse } from '../../../src/lib/early-fetch';
import { forgetEarly, startEarly } from '../support/early-page';

const UNREAD = '/api/v1/users/me/notifications?start=0&count=0&unread=true';
const ME = { username: 'alice', account: { displayName: 'Alice Liddell' } };

/** The island's parts as components/header/EarlyAccount.astro renders them for the painter. */
const TEMPLATES = [
  `<template data-bell="read">${renderToString(<BellLink count={0} label="" />)}</template>`,
  `<template data-bell="unread">${renderToString(<BellLink count={1} label="" />)}</template>`,
  renderToString(<MySettingsLink label="My settings" />),
  `<a class="user-menu-trigger" href="/my-account">${renderToString(
    <UserMenuLabel user={{ username: '', account: undefined }} />,
  )}</a>`,
].join('');

/** The header's empty account area, as the page's HTML has it. */
function area(): HTMLElement {
  const el = document.createElement('div');
  el.className = 'header-links early-account';
  el.hidden = true;
  el.setAttribute('data-early-account', '');
  document.body.append(el);
  return el;
}

const name = (el: Element | null) => el?.getAttribute('aria-label');

/** The early area painted inside the header's account area (`.header-actions`), where the island comes too. */
async function paintedInHeader(): Promise<{ header: HTMLElement; el: HTMLElement }> {
  const header = document.createElement('div');
  header.className = 'header-actions';
  document.body.append(header);
  const el = area();
  header.append(el);
  startEarly({ '/api/v1/users/me': ME, [UNREAD]: { total: 2, data: [] } });
  await paintEarlyAccount(UNREAD, TEMPLATES);
  return { header, el };
}

beforeEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dataset.session = 'user';
});
afterEach(() => {
  document.body.innerHTML = '';
  forgetEarly();
  delete document.documentElement.dataset.header;
  document.documentElement.removeAttribute('data-account-painted');
});

describe('the early account area (header, with a session)', () => {
  it("shows the bell with the unread count, the gear and the person's name from the early answers", async () => {
    const el = area();
    startEarly({ '/api/v1/users/me': ME, [UNREAD]: { total: 130, data: [] } });
    await paintEarlyAccount(UNREAD, TEMPLATES);
    expect(el.hidden).toBe(false);
    const bell = el.querySelector('a.notification-bell');
    expect(name(bell)).toBe('Notifications, 130 unread');
    expect(bell?.querySelector('.notification-badge')?.textContent).toBe('99+');
    expect(bell?.querySelector('svg[data-bell="unread"]')).not.toBeNull();
    expect(name(el.querySelector('.user-menu-trigger'))).toBe('Open the menu of Alice Liddell');
    expect(el.querySelector('.display-name')?.textContent).toBe('Alice Liddell');
    expect(el.querySelector('.username')?.textContent).toBe('@alice');
    expect(document.documentElement.hasAttribute('data-account-painted')).toBe(true);
  });

  it('draws the read bell without a badge at 0, and without one when the count cannot be read', async () => {
    for (const answer of [{ total: 0, data: [] }, 500]) {
      const el = area();
      startEarly({ '/api/v1/users/me': ME, [UNREAD]: answer });
      await paintEarlyAccount(UNREAD, TEMPLATES);
      expect(el.hidden).toBe(false);
      expect(name(el.querySelector('a.notification-bell'))).toBe('Notifications');
      expect(el.querySelector('.notification-badge')).toBeNull();
      expect(el.querySelector('svg[data-bell="read"]')).not.toBeNull();
      el.remove();
    }
  });

  it("paints in the page's language with its early catalog, and leaves the area to the island without it", async () => {
    document.documentElement.lang = 'fr-FR';
    const strings = {
      'notifications.bellUnread': 'Notifications, {count} non lues',
      'header.userMenu': 'Ouvrir le menu de {name}',
      'header.mySettings': 'Mes paramètres',
    };
    const el = area();
    startEarly({ '/api/v1/users/me': ME, [UNREAD]: { total: 3, data: [] } });
    (window as unknown as Record<string, unknown>)[EARLY_CATALOG] = Promise.resolve(strings);
    await paintEarlyAccount(UNREAD, TEMPLATES);
    expect(name(el.querySelector('a.notification-bell'))).toBe('Notifications, 3 non lues');
    expect(name(el.querySelector('a.icon-button[href="/my-account"]'))).toBe('Mes paramètres');
    expect(name(el.querySelector('.user-menu-trigger'))).toBe('Ouvrir le menu de Alice Liddell');

    const without = area();
    startEarly({ '/api/v1/users/me': ME, [UNREAD]: { total: 3, data: [] } });
    (window as unknown as Record<string, unknown>)[EARLY_CATALOG] = Promise.resolve({});
    await paintEarlyAccount(UNREAD, TEMPLATES);
    expect(without.hidden).toBe(true);
  });

  it('paints nothing without the account, when the session is refused, or once the island is ready', async () => {
    const cases: [Record<string, unknown>, string?][] = [
      [{ [UNREAD]: { total: 3 } }],
      [{ '/api/v1/users/me': 401, [UNREAD]: 401 }],
      [{ '/api/v1/users/me': ME, [UNREAD]: { total: 3 } }, 'ready'],
    ];
    for (const [answers, header] of cases) {
      const el = area();
      startEarly(answers);
      if (header) document.documentElement.dataset.header = header;
      await paintEarlyAccount(UNREAD, TEMPLATES);
      expect(el.hidden).toBe(true);
      el.remove();
    }
  });

  it('reads the answers from the head, before the app takes them, and paints once the header is parsed', async () => {
    startEarly({ '/api/v1/users/me': ME, [UNREAD]: { total: 7, data: [] } });
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      const painting = paintEarlyAccount(UNREAD, TEMPLATES);
      // The app starts and takes both answers for itself, before the header has been parsed.
      expect(takeEarlyResponse('/api/v1/users/me')).toBeDefined();
      expect(takeEarlyResponse(UNREAD)).toBeDefined();
      const el = area();
      delete (document as { readyState?: string }).readyState;
      document.dispatchEvent(new Event('DOMContentLoaded'));
      await painting;
      expect(el.hidden).toBe(false);
      expect(name(el.querySelector('a.notification-bell'))).toBe('Notifications, 7 unread');
    } finally {
      delete (document as { readyState?: string }).readyState;
    }
  });

  it('paints as soon as its area is parsed, without waiting for the rest of the document', async () => {
    const el = area();
    startEarly({ '/api/v1/users/me': ME, [UNREAD]: { total: 2, data: [] } });
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      // The rest of the body is still being parsed (no DOMContentLoaded comes here).
      await Promise.race([paintEarlyAccount(UNREAD, TEMPLATES), new Promise((r) => setTimeout(r, 100))]);
      expect(el.hidden).toBe(false);
      expect(name(el.querySelector('a.notification-bell'))).toBe('Notifications, 2 unread');
    } finally {
      delete (document as { readyState?: string }).readyState;
    }
  });

  it("hands its bell, count and focus included, to the island's bell slot until the island's own bell loads", async () => {
    const el = area();
    startEarly({ '/api/v1/users/me': ME, [UNREAD]: { total: 5, data: [] } });
    await paintEarlyAccount(UNREAD, TEMPLATES);
    const painted = el.querySelector<HTMLElement>('a.notification-bell')!;
    painted.focus();
    const island = document.createElement('div');
    island.innerHTML = `<span class="bell-slot"></span>${renderToString(<MySettingsLink label="My settings" />)}`;
    document.body.append(island);
    dropEarlyAccount(island);
    expect(el.isConnected).toBe(false);
    expect(island.querySelector('.bell-slot > a.notification-bell')).toBe(painted);
    expect(painted.getAttribute('aria-label')).toBe('Notifications, 5 unread');
    expect(document.activeElement).toBe(painted);
  });

  it('hands over by itself once the island marks the header ready, before the next frame', async () => {
    const { header, el } = await paintedInHeader();
    const painted = el.querySelector('a.notification-bell');
    header.insertAdjacentHTML(
      'beforeend',
      '<astro-island><div class="header-links"><span class="bell-slot"></span></div></astro-island>',
    );
    document.documentElement.dataset.header = 'ready';
    await Promise.resolve();
    expect(el.isConnected).toBe(false);
    expect(header.querySelector('astro-island .bell-slot > a.notification-bell')).toBe(painted);
    expect(document.documentElement.hasAttribute('data-account-painted')).toBe(false);
  });

  it('leaves once the header is ready even when the island shows no account area (no hidden copy of its controls)', async () => {
    const { header, el } = await paintedInHeader();
    expect(el.querySelector('a.user-menu-trigger')).not.toBeNull();
    header.insertAdjacentHTML('beforeend', '<astro-island></astro-island>');
    document.documentElement.dataset.header = 'ready';
    await Promise.resolve();
    expect(el.isConnected).toBe(false);
    expect(document.querySelectorAll('.user-menu-trigger')).toHaveLength(0);
    expect(document.documentElement.hasAttribute('data-account-painted')).toBe(false);
  });

  it("steps aside for the island's area, handing it the focus a person put on the painted bell", async () => {
    const el = area();
    startEarly({ '/api/v1/users/me': ME, [UNREAD]: { total: 2, data: [] } });
    await paintEarlyAccount(UNREAD, TEMPLATES);
    const island = document.createElement('div');
    island.innerHTML = renderToString(<BellLink count={2} label="Notifications, 2 unread" />);
    document.body.append(island);
    el.querySelector<HTMLElement>('a.notification-bell')!.focus();
    dropEarlyAccount(island);
    expect(el.isConnected).toBe(false);
    expect(document.querySelectorAll('.notification-badge')).toHaveLength(1);
    expect(document.activeElement).toBe(island.querySelector('a.notification-bell'));
    expect(document.documentElement.hasAttribute('data-account-painted')).toBe(false);
  });
});
