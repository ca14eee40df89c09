// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createHotkeyMatcher, isTypingTarget } from '../../../src/stores/shell/hotkeys';

const key = (k: string, extra: Partial<KeyboardEvent> = {}) => ({
  key: k,
  shiftKey: false,
  ctrlKey: false,
  altKey: false,
  metaKey: false,
  ...extra,
});

describe('hotkeys', () => {
  it('maps single keys and Shift+/', () => {
    const match = createHotkeyMatcher();
    expect(match(key('s'))).toEqual({ kind: 'focus-search' });
    expect(match(key('?', { shiftKey: true }))).toEqual({ kind: 'focus-search' });
    expect(match(key('b'))).toEqual({ kind: 'toggle-menu' });
    expect(match(key('x'))).toBeNull();
  });

  it('follows g sequences within the timeout', () => {
    let now = 0;
    const match = createHotkeyMatcher(undefined, () => now);
    expect(match(key('g'))).toBeNull();
    expect(match(key('o'))).toEqual({ kind: 'go', path: '/videos/overview' });
    match(key('g'));
    expect(match(key('v'))).toEqual({ kind: 'go', path: '/videos/browse' });
    match(key('g'));
    expect(match(key('u'))).toEqual({ kind: 'go', path: '/videos/publish' });
    match(key('g'));
    now += 1500;
    expect(match(key('o'))).toBeNull();
  });

  it('ignores keys with Ctrl, Alt or Meta', () => {
    const match = createHotkeyMatcher();
    expect(match(key('s', { ctrlKey: true }))).toBeNull();
    expect(match(key('b', { metaKey: true }))).toBeNull();
  });

  it('treats fields, editable content and open dialogs as typing', () => {
    document.body.innerHTML =
      '<input id="i"><textarea id="t"></textarea><div id="e" contenteditable="true"></div><dialog open><button id="d"></button></dialog><button id="b"></button>';
    for (const id of ['i', 't', 'e', 'd']) expect(isTypingTarget(document.getElementById(id))).toBe(true);
    expect(isTypingTarget(document.getElementById('b'))).toBe(false);
    expect(isTypingTarget(document.body)).toBe(false);
  });
});
