// The parts of the moderation pages that read links: which report a notification points at, the comments filter,
// and what a report is about (video, comment or account) with where it links.
import { describe, expect, it } from 'vitest';
import { abuseTarget, abuseTargetFrom } from '../../../src/stores/my-space/my-abuses';
import { commentFilterFrom } from '../../../src/stores/my-space/my-video-comments';

describe('abuseTargetFrom', () => {
  it('reads #12 from the fragment or from ?search=#12 (what notifications link to)', () => {
    expect(abuseTargetFrom({ hash: '#12', search: '' })).toBe(12);
    expect(abuseTargetFrom({ hash: '', search: '?search=%2312' })).toBe(12);
    expect(abuseTargetFrom({ hash: '', search: '?search=spam' })).toBeNull();
    expect(abuseTargetFrom({ hash: '#top', search: '' })).toBeNull();
  });
});

describe('commentFilterFrom', () => {
  it('turns heldForReview:true into the held-only filter and keeps the rest as text', () => {
    expect(commentFilterFrom('?search=heldForReview:true')).toEqual({ heldOnly: true, text: '' });
    expect(commentFilterFrom('?search=heldForReview%3Atrue%20spam')).toEqual({ heldOnly: true, text: 'spam' });
    expect(commentFilterFrom('?search=heldForReview:false')).toEqual({ heldOnly: false, text: '' });
    expect(commentFilterFrom('')).toEqual({ heldOnly: false, text: '' });
  });
});

describe('abuseTarget', () => {
  it('links a reported video to its watch page, unless deleted', () => {
    expect(abuseTarget({ id: 1, video: { name: 'Clip', shortUUID: 'abc' } })).toEqual({
      kind: 'video',
      name: 'Clip',
      href: '/w/abc',
    });
    expect(abuseTarget({ id: 1, video: { name: 'Clip', uuid: 'u-1', deleted: true } }).href).toBeNull();
  });

  it('links a reported comment to its thread, and a reported account to its page', () => {
    expect(abuseTarget({ id: 2, comment: { id: 5, threadId: 4, video: { name: 'Clip', uuid: 'u-1' } } })).toEqual({
      kind: 'comment',
      name: 'Clip',
      href: '/w/u-1?threadId=4',
    });
    expect(
      abuseTarget({ id: 3, flaggedAccount: { name: 'eve', host: 'tube.example.net', displayName: 'Eve' } }),
    ).toEqual({ kind: 'account', name: 'Eve', href: '/a/eve@tube.example.net' });
    expect(abuseTarget({ id: 4 })).toEqual({ kind: 'unknown', name: '', href: null });
  });
});
