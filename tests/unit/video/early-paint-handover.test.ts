// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropEarlyRows, keepEarlyPresses } from '../../../src/lib/early-paint';

/** A list's rows as both the paint and the island show them: two videos of the same name, each with its buttons. */
const rows = (names: string[]) => names.map((name, i) => `<li><a href="/w/${i}">${name}</a><button type="button">Delete<span> ${name}</span></button></li>`).join('');

/** The island's own list (rendered beside the paint, as client:only islands are) and the early paint. */
function page(names: string[]) {
  document.body.innerHTML = `<main><h1>My videos</h1><div id="island"><ul>${rows(names)}</ul></div>`
    + `<div class="early-paint" data-early-rows="/x"><ul>${rows(names)}</ul></div></main>`;
  const paint = document.querySelector<HTMLElement>('[data-early-rows]')!;
  const island = document.getElementById('island')!;
  const clicks: string[] = [];
  island.querySelectorAll('button').forEach((b, i) => b.addEventListener('click', () => clicks.push(`${b.textContent} #${i}`)));
  return { paint, island, clicks };
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('an early paint handing over to the island', () => {
  it('a button pressed before the app had loaded is pressed on the island\'s own, the same row\'s (same names ranked)', async () => {
    const { paint, island, clicks } = page(['Trip', 'Trip', 'Cats']);
    keepEarlyPresses(paint);
    paint.querySelectorAll('button')[1]!.click();
    dropEarlyRows();
    expect(document.querySelector('[data-early-rows]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clicks).toEqual(['Delete Trip #1']);
    expect(document.activeElement).toBe(island.querySelectorAll('button')[1]);
  });

  it('the focus moves to the same control of the island (a keyboard user keeps their place)', () => {
    const { paint, island, clicks } = page(['Trip', 'Cats']);
    keepEarlyPresses(paint);
    paint.querySelectorAll('a')[1]!.focus();
    dropEarlyRows();
    expect(document.activeElement).toBe(island.querySelectorAll('a')[1]);
    expect(clicks).toEqual([]);
  });

  it('nothing when the island shows no such control (its list changed meanwhile): no other button is pressed', async () => {
    const { paint, clicks } = page(['Trip']);
    keepEarlyPresses(paint);
    paint.querySelector('ul')!.insertAdjacentHTML('beforeend', rows(['Gone']));
    [...paint.querySelectorAll('button')].at(-1)!.click();
    dropEarlyRows();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(clicks).toEqual([]);
  });
});
