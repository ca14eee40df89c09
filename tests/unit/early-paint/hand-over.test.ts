// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropEarlyPaint } from '../../../src/lib/early-paint/hand-over';
import { keepEarlyPresses, keepEarlyTyping } from '../../../src/lib/early-paint/marks';

/** A list's rows as both the paint and the island show them: two videos of the same name, each with its buttons. */
const rows = (names: string[]) =>
  names
    .map(
      (name, i) => `<li><a href="/w/${i}">${name}</a><button type="button">Delete<span> ${name}</span></button></li>`,
    )
    .join('');

/** The island's own list (rendered beside the paint, as client:only islands are) and the early paint. */
function page(names: string[]) {
  document.body.innerHTML =
    `<main><h1>My videos</h1><div id="island"><ul>${rows(names)}</ul></div>` +
    `<div class="early-paint" data-early><ul>${rows(names)}</ul></div></main>`;
  const paint = document.querySelector<HTMLElement>('[data-early]')!;
  const island = document.getElementById('island')!;
  const clicks: string[] = [];
  island
    .querySelectorAll('button')
    .forEach((b, i) => b.addEventListener('click', () => clicks.push(`${b.textContent} #${i}`)));
  return { paint, island, clicks };
}

/** Until the hand-over is done: it waits a frame after the island's effects, and checks again a frame later. */
const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const settle = async () => {
  await frame();
  await frame();
};

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('an early paint handing over to the island', () => {
  it("a button pressed before the app had loaded is pressed on the island's own, the same row's (same names ranked)", async () => {
    const { paint, island, clicks } = page(['Trip', 'Trip', 'Cats']);
    keepEarlyPresses(paint);
    paint.querySelectorAll('button')[1]!.click();
    dropEarlyPaint();
    expect(document.querySelector('[data-early]')).toBeNull();
    await settle();
    expect(clicks).toEqual(['Delete Trip #1']);
    expect(document.activeElement).toBe(island.querySelectorAll('button')[1]);
  });

  it("the press goes to the same video's button when the island's list has changed meanwhile (a row added above)", async () => {
    document.body.innerHTML =
      `<main><div id="island"><ul>${rows(['Trip', 'Trip', 'Cats'])}</ul></div>` +
      `<div class="early-paint" data-early><ul>${rows(['Trip', 'Cats'])}</ul></div></main>`;
    const paint = document.querySelector<HTMLElement>('[data-early]')!;
    // The island's list starts with a new upload of the same name: its rows' links are /w/0 (new), /w/1, /w/2.
    const island = document.getElementById('island')!;
    island
      .querySelectorAll('li')
      .forEach((li, i) => li.querySelector('a')!.setAttribute('href', `/w/${['new', 0, 1][i]}`));
    const clicks: string[] = [];
    island
      .querySelectorAll('button')
      .forEach((b) =>
        b.addEventListener('click', () => clicks.push(b.closest('li')!.querySelector('a')!.getAttribute('href')!)),
      );
    keepEarlyPresses(paint);
    paint.querySelectorAll('button')[0]!.click();
    dropEarlyPaint();
    await settle();
    expect(clicks).toEqual(['/w/0']);
  });

  it('the focus moves to the same control of the island (a keyboard user keeps their place)', () => {
    const { paint, island, clicks } = page(['Trip', 'Cats']);
    keepEarlyPresses(paint);
    paint.querySelectorAll('a')[1]!.focus();
    dropEarlyPaint();
    expect(document.activeElement).toBe(island.querySelectorAll('a')[1]);
    expect(clicks).toEqual([]);
  });

  it('nothing when the island shows no such control (its list changed meanwhile): no other button is pressed', async () => {
    const { paint, clicks } = page(['Trip']);
    keepEarlyPresses(paint);
    paint.querySelector('ul')!.insertAdjacentHTML('beforeend', rows(['Gone']));
    [...paint.querySelectorAll('button')].at(-1)!.click();
    dropEarlyPaint();
    await settle();
    expect(clicks).toEqual([]);
  });
});

/** Filters as both show them above the list (inert in the paint): a search box and a labelled select. */
const filters =
  '<input type="search" aria-label="Search your videos"><label>Channel<select><option>All channels</option></select></label>' +
  '<button type="button">Filters</button>';

/** The page with filters; the paint's inert controls get a place on screen (jsdom has no layout), 100 px apart. */
function pageWithFilters() {
  document.body.innerHTML =
    `<main><div id="island">${filters}<ul>${rows(['Trip'])}</ul></div>` +
    `<div class="early-paint" data-early><div inert>${filters}</div><ul>${rows(['Trip'])}</ul></div></main>`;
  const paint = document.querySelector<HTMLElement>('[data-early]')!;
  paint.querySelectorAll<HTMLElement>('[inert] *').forEach((el, i) => {
    el.getBoundingClientRect = () => ({ left: i * 100, right: i * 100 + 80, top: 0, bottom: 30 }) as DOMRect;
  });
  const island = document.getElementById('island')!;
  const typed: string[] = [];
  island.querySelector('input')!.addEventListener('input', (e) => typed.push((e.target as HTMLInputElement).value));
  const pressed: string[] = [];
  island.querySelector('button')!.addEventListener('click', () => pressed.push('Filters'));
  return { paint, island, typed, pressed };
}

/** A click where the browser puts clicks on inert parts: on the paint, at a place. */
const clickAt = (paint: HTMLElement, x: number) => {
  document.dispatchEvent(new PointerEvent('pointerdown', { clientX: x, clientY: 10 }));
  paint.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: x, clientY: 10 }));
};
const key = (k: string) =>
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));

describe("an early paint's inert fields handing over", () => {
  it("text typed after a click on the painted search box shows there, then goes to the island's box, focused", async () => {
    const { paint, island, typed } = pageWithFilters();
    keepEarlyPresses(paint, keepEarlyTyping);
    clickAt(paint, 10);
    for (const k of ['c', 'a', 't', 'x', 'Backspace', 's']) key(k);
    expect(paint.querySelector('input')!.value).toBe('cats');
    dropEarlyPaint();
    await settle();
    const box = island.querySelector('input')!;
    expect(document.activeElement).toBe(box);
    expect(box.value).toBe('cats');
    expect(typed).toEqual(['cats']);
  });

  it("types again when one of the island's effects has put its box back after the text went in", async () => {
    const { paint, island, typed } = pageWithFilters();
    keepEarlyPresses(paint, keepEarlyTyping);
    clickAt(paint, 10);
    for (const k of 'cats') key(k);
    const box = island.querySelector('input')!;
    // As a search box whose effect sets its text from the list's filter (still empty) once it has mounted.
    box.addEventListener(
      'input',
      () =>
        setTimeout(() => {
          box.value = '';
        }, 0),
      { once: true },
    );
    dropEarlyPaint();
    await settle();
    expect(box.value).toBe('cats');
    expect(typed).toEqual(['cats', 'cats']);
  });

  it("a click on a painted select focuses the island's (found by its label), and a painted button is pressed there", async () => {
    const { paint, island, pressed } = pageWithFilters();
    keepEarlyPresses(paint, keepEarlyTyping);
    clickAt(paint, 210);
    dropEarlyPaint();
    await settle();
    expect(document.activeElement).toBe(island.querySelector('select'));

    const second = pageWithFilters();
    keepEarlyPresses(second.paint, keepEarlyTyping);
    clickAt(second.paint, 410);
    dropEarlyPaint();
    await settle();
    expect(second.pressed).toEqual(['Filters']);
    expect(pressed).toEqual([]);
  });

  it('Tab ends the typing (keys act as usual again) and keeps what was typed; Escape forgets it', async () => {
    const { paint, island, typed } = pageWithFilters();
    keepEarlyPresses(paint, keepEarlyTyping);
    clickAt(paint, 10);
    key('a');
    key('Tab');
    expect(key('b')).toBe(true);
    expect(paint.querySelector('input')!.value).toBe('a');
    dropEarlyPaint();
    await settle();
    expect(typed).toEqual(['a']);

    const second = pageWithFilters();
    keepEarlyPresses(second.paint, keepEarlyTyping);
    clickAt(second.paint, 10);
    key('c');
    key('Escape');
    expect(second.paint.querySelector('input')!.value).toBe('');
    expect(key('d')).toBe(true);
    dropEarlyPaint();
    await settle();
    expect(second.typed).toEqual([]);
    expect(document.activeElement).not.toBe(second.island.querySelector('input'));
    expect(island.isConnected).toBe(false);
  });
});
