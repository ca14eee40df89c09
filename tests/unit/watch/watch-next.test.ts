// @vitest-environment jsdom
// The player's "next video": which recommendation, and the one-page flag that makes the next page play at once.
import { beforeEach, describe, expect, it } from 'vitest';
import { $related } from '../../../src/stores/watch/watch';
import { $relatedNext, autoplayRequested } from '../../../src/stores/watch/watch-next';

describe('the next video after this one', () => {
  beforeEach(() => sessionStorage.clear());

  it('is the first recommendation that plays: a live that waits or has ended is passed over', () => {
    $related.set({
      status: 'ready',
      data: [
        { uuid: 'a', name: 'Live: Town hall', isLive: true, state: { id: 4, label: 'Waiting for live stream' } },
        { uuid: 'b', name: 'Ended live', isLive: true, state: { id: 5, label: 'Live ended' } },
        { uuid: 'c', shortUUID: 'cc', name: 'A video', state: { id: 1, label: 'Published' } },
      ],
    });
    expect($relatedNext.get()).toEqual({ uuid: 'c', shortUUID: 'cc', name: 'A video' });
  });

  it('is none when nothing recommended plays', () => {
    $related.set({ status: 'ready', data: [{ uuid: 'a', name: 'Live', state: { id: 4, label: 'Waiting' } }] });
    expect($relatedNext.get()).toBeNull();
  });

  it('plays at once only on the page opened for it, once', () => {
    sessionStorage.setItem('pt-autoplay-next', 'c');
    expect(autoplayRequested({ uuid: 'x' })).toBe(false);
    expect(sessionStorage.getItem('pt-autoplay-next')).toBeNull();
  });
});
