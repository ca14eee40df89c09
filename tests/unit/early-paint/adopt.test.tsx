// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ChannelList, ChannelRow, CreateChannelLink } from '../../../src/islands/library/MyChannels';
import { FRAME } from '../../../src/islands/common/PagedView';
import { paintEarly } from '../../../src/lib/early-paint/paint';
import { keepEarlyPresses } from '../../../src/lib/early-paint/marks';
import { early as myChannels, type MyChannel } from '../../../src/lib/rows/my-channels';
import { templateView } from '../../../src/lib/rows/view';
import { earlyPage, forgetEarly, loaded, startEarly } from '../support/early-page';

const CHANNELS = '/api/v1/accounts/maker/video-channels?start=0&count=25';
const channel = (id: number, over: Partial<MyChannel> = {}): MyChannel => ({
  id,
  name: `channel_${id}`,
  displayName: `Channel ${id}`,
  followersCount: id,
  avatars: [],
  ...over,
});

(globalThis as unknown as { IS_REACT_ACT_ENVIRONMENT: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;

/** My channels painted early from `answer`, with the island's container beside the paint, as on the page. */
async function paintedPage(answer: { total: number; data: MyChannel[] }) {
  const island = document.createElement('div');
  document.body.append(island);
  const paint = earlyPage(
    [<ChannelRow key="t" view={templateView()} />],
    <>
      <CreateChannelLink />
      <ChannelList state={FRAME} />
    </>,
  );
  startEarly({ [CHANNELS]: answer });
  await paintEarly(myChannels, [CHANNELS]);
  expect(paint.hidden).toBe(false);
  return { island, paint, rows: [...paint.querySelectorAll('[data-rows] > li')] };
}

/** The island's list with its first page in, as it renders once its store has it. */
async function renderIsland(island: HTMLElement, items: MyChannel[], total: number, onDelete = vi.fn()) {
  await act(async () => {
    root = createRoot(island);
    root.render(<ChannelList state={loaded(items, total)} onDelete={onDelete} />);
  });
  // The adopted rows' own root hydrates them.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
  return onDelete;
}

beforeEach(() => {
  document.documentElement.lang = 'en';
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  forgetEarly();
});

describe('the island taking over the painted rows (islands/common/Rows.tsx)', () => {
  it('keeps the very elements painted when its rows are the same: what a person holds stays in the page, and works', async () => {
    const answer = { total: 3, data: [channel(1), channel(2), channel(3)] };
    const { island, paint, rows } = await paintedPage(answer);
    const onDelete = await renderIsland(island, answer.data, 3);
    expect(paint.isConnected).toBe(false);
    const own = [...island.querySelectorAll('[data-rows] > li')];
    expect(own).toHaveLength(3);
    own.forEach((li, i) => expect(li).toBe(rows[i]));
    expect(island.querySelector('p.muted')!.textContent).toBe('3 channels');
    // The adopted rows are React's now: their buttons act.
    await act(async () => (own[1]!.querySelector('button') as HTMLButtonElement).click());
    expect(onDelete).toHaveBeenCalledWith(answer.data[1]);
  });

  it('keeps the focus on the element a person focused on the paint', async () => {
    const answer = { total: 2, data: [channel(1), channel(2)] };
    const { island, paint, rows } = await paintedPage(answer);
    keepEarlyPresses(paint);
    const link = rows[0]!.querySelector('a')!;
    link.focus();
    await renderIsland(island, answer.data, 2);
    expect(island.contains(link)).toBe(true);
    expect(document.activeElement).toBe(link);
  });

  it('presses, once the island is there, the button a person pressed on the paint: the same one', async () => {
    const answer = { total: 2, data: [channel(1), channel(2)] };
    const { island, paint, rows } = await paintedPage(answer);
    keepEarlyPresses(paint);
    const button = rows[1]!.querySelector('button') as HTMLButtonElement;
    button.click();
    const onDelete = await renderIsland(island, answer.data, 2);
    // The press is handed over after the island's effects (a frame later).
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(onDelete).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledWith(answer.data[1]);
    expect(document.activeElement).toBe(button);
    expect(button.hasAttribute('data-early-pressed')).toBe(false);
  });

  it('draws its own rows when they differ from the painted ones (the list changed meanwhile)', async () => {
    const { island, paint, rows } = await paintedPage({ total: 2, data: [channel(1), channel(2)] });
    await renderIsland(island, [channel(5), channel(1), channel(2)], 3);
    expect(paint.isConnected).toBe(false);
    const own = [...island.querySelectorAll('[data-rows] > li')];
    expect(own.map((li) => li.querySelector('a')!.textContent)).toEqual(['Channel 5', 'Channel 1', 'Channel 2']);
    own.forEach((li) => expect(rows).not.toContain(li));
  });

  it('updates the adopted rows with the list: a row removed, the next page added', async () => {
    const answer = { total: 3, data: [channel(1), channel(2), channel(3)] };
    const { island } = await paintedPage(answer);
    await renderIsland(island, answer.data, 3);
    await act(async () => {
      root!.render(<ChannelList state={loaded([channel(1), channel(3), channel(4)], 3)} />);
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
    expect([...island.querySelectorAll('[data-rows] > li a:not(.button)')].map((a) => a.textContent)).toEqual([
      'Channel 1',
      'Channel 3',
      'Channel 4',
    ]);
  });
});
