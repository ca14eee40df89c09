// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../../../src/api/users';
import {
  $cardMenu,
  $hiddenCards,
  closeCardMenu,
  hideCards,
  prefetchCardMenu,
  registerCardMenuLoader,
  toggleCardMenu,
} from '../../../src/stores/dialogs/card-menu';
import { cardActions, editPath, ownsVideo, remoteHost } from '../../../src/stores/dialogs/card-menu-actions';
import { isHiddenCard, visibleCards } from '../../../src/lib/hidden-cards';

const HOST = 'videos.local';
const local = {
  id: 7,
  uuid: 'u-7',
  name: 'Clip',
  account: { id: 3, name: 'maker', host: HOST, displayName: 'Maker' },
  channel: { host: HOST },
};
const remote = {
  ...local,
  id: 8,
  uuid: 'u-8',
  isLocal: false,
  account: { id: 40, name: 'far', host: 'far.example', displayName: 'Far' },
  channel: { host: 'far.example' },
};
const user = (id: number, role = 2): Me => ({
  username: `u${id}`,
  role: { id: role } as never,
  account: { id, name: `u${id}` },
});

describe('cards taken out of lists from their menu', () => {
  it("leaves out a blocked video, a muted account's videos and a muted instance's, nothing else", () => {
    expect(isHiddenCard(local, $hiddenCards.get(), HOST)).toBe(false);
    hideCards({ accounts: ['maker@videos.local'] });
    expect(isHiddenCard(local, $hiddenCards.get(), HOST)).toBe(true);
    expect(isHiddenCard(remote, $hiddenCards.get(), HOST)).toBe(false);
    hideCards({ hosts: ['far.example'] });
    expect(isHiddenCard(remote, $hiddenCards.get(), HOST)).toBe(true);
    // The instance's own host is never "muted" by a card.
    expect(
      isHiddenCard(
        { ...local, account: { name: 'other', host: HOST } },
        { videos: [], accounts: [], hosts: [HOST] },
        HOST,
      ),
    ).toBe(false);
    expect(
      isHiddenCard(
        { ...local, uuid: 'u-9', account: { name: 'other' } },
        { videos: ['u-9'], accounts: [], hosts: [] },
        HOST,
      ),
    ).toBe(true);
    $hiddenCards.set({ videos: [], accounts: [], hosts: [] });
  });
});

describe('the cards a list shows', () => {
  it('is the list itself while nothing is hidden, without asking the host (a 2,000-card grid pays nothing per page)', () => {
    const list = [local, remote];
    const host = vi.fn(() => HOST);
    expect(visibleCards(list, { videos: [], accounts: [], hosts: [] }, host)).toBe(list);
    expect(host).not.toHaveBeenCalled();
  });

  it('leaves the hidden ones out, asking the host once for the whole list', () => {
    const list = Array.from({ length: 50 }, (_, i) => (i % 2 ? remote : local));
    const host = vi.fn(() => HOST);
    const shown = visibleCards(list, { videos: [], accounts: [], hosts: ['far.example'] }, host);
    expect(shown).toHaveLength(25);
    expect(shown.every((v) => v === local)).toBe(true);
    expect(host).toHaveBeenCalledTimes(1);
  });
});

describe('video card menu entries (PeerTube miniature rules)', () => {
  it('visitors: share and download only (no download for a live)', () => {
    expect(cardActions(local, null, HOST)).toEqual(['share', 'download']);
    expect(cardActions({ ...local, isLive: true }, null, HOST)).toEqual(['share']);
  });

  it("a logged-in user: save, report and mute; mute instance for another instance's video only", () => {
    expect(cardActions(local, user(9), HOST)).toEqual(['save', 'share', 'download', 'report', 'mute-account']);
    expect(cardActions(remote, user(9), HOST)).toEqual([
      'save',
      'share',
      'download',
      'report',
      'mute-account',
      'mute-instance',
    ]);
  });

  it('the owner edits and deletes instead of reporting or muting; moderators and administrators may block and delete', () => {
    expect(ownsVideo(user(3), local, HOST)).toBe(true);
    expect(cardActions(local, user(3), HOST)).toEqual(['save', 'share', 'download', 'edit', 'delete']);
    expect(cardActions(local, user(3, 1), HOST)).toEqual(['save', 'share', 'download', 'edit', 'block', 'delete']);
    expect(cardActions(remote, user(9, 0), HOST)).toContain('block');
    expect(cardActions(local, user(9, 1), HOST)).toEqual([
      'save',
      'share',
      'download',
      'block',
      'delete',
      'report',
      'mute-account',
    ]);
    expect(cardActions(local, user(9, 2), HOST)).not.toContain('block');
    expect(cardActions(local, user(9, 2), HOST)).not.toContain('delete');
    expect(editPath(local)).toBe('/videos/manage/u-7');
  });

  it("a remote account with the same id as the viewer's is not theirs; hosts compare with the instance's", () => {
    expect(ownsVideo(user(40), remote, HOST)).toBe(false);
    expect(remoteHost(local, HOST)).toBe('');
    expect(remoteHost(remote, HOST)).toBe('far.example');
  });
});

describe('card menu store', () => {
  afterEach(() => closeCardMenu());

  it('opens under a trigger (giving it an id), closes when pressed again; loads the menu code once', () => {
    const load = vi.fn(() => Promise.resolve());
    registerCardMenuLoader(load);
    prefetchCardMenu();
    prefetchCardMenu();
    expect(load).toHaveBeenCalledTimes(1);
    const trigger = document.createElement('button');
    toggleCardMenu(trigger, local, true);
    expect(trigger.id).not.toBe('');
    expect($cardMenu.get()).toMatchObject({ triggerId: trigger.id, keyboard: true, video: { uuid: 'u-7' } });
    toggleCardMenu(trigger, local, false);
    expect($cardMenu.get()).toBeNull();
  });
});
