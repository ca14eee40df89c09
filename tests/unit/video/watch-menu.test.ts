// @vitest-environment jsdom
// The watch page's menu of further actions for the video itself (issue #29 §2): mute the account or its instance,
// and for moderators block the video or ban the account, as PeerTube's own watch page offers.
import { describe, expect, it } from 'vitest';
import type { Me } from '../../../src/api/users';
import { watchActions } from '../../../src/stores/dialogs/card-menu-actions';

const HOST = 'videos.local';
const local = { id: 7, uuid: 'u-7', name: 'Clip', account: { id: 3, name: 'maker', host: HOST, displayName: 'Maker' } };
const remote = {
  ...local,
  id: 8,
  isLocal: false,
  account: { id: 40, name: 'far', host: 'far.example', displayName: 'Far' },
  channel: { host: 'far.example' },
};
const person = (id: number, role = 2, rights: number[] = []): Me =>
  ({ username: `u${id}`, role: { id: role }, account: { id, name: `u${id}` }, rights }) as unknown as Me;

describe('watch page menu', () => {
  it('offers a logged-in person to mute the account, and its instance when it is another one', () => {
    expect(watchActions(local, person(5), HOST)).toEqual(['mute-account']);
    expect(watchActions(remote, person(5), HOST)).toEqual(['mute-account', 'mute-instance']);
  });

  it('offers moderators to block the video and to ban a local account (PeerTube checks whom they may ban)', () => {
    expect(watchActions(local, person(5, 1), HOST)).toEqual(['block', 'ban-account', 'mute-account']);
    expect(watchActions(local, person(5, 0), HOST)).toEqual(['block', 'ban-account', 'mute-account']);
    // A remote account has no user here to ban.
    expect(watchActions(remote, person(5, 0), HOST)).toEqual(['block', 'mute-account', 'mute-instance']);
  });

  it('offers the owner to edit, never to mute or ban themselves; nothing for visitors', () => {
    expect(watchActions(local, person(3, 0), HOST)).toEqual(['edit', 'block']);
    expect(watchActions(local, null, HOST)).toEqual([]);
  });
});
