// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { applyView, rowsFrom } from '../../../src/lib/early-paint/bind';
import type { RowView } from '../../../src/lib/rows/view';

/** A template holding `html` (a row as a component renders it from a template view). */
function template(html: string): HTMLTemplateElement {
  const t = document.createElement('template');
  t.innerHTML = html;
  return t;
}

const view = (over: Partial<RowView> = {}): RowView => ({ text: {}, attr: {}, show: {}, ...over });

describe('the painter filling a template from a view (lib/early-paint/bind.ts)', () => {
  it('writes texts and attributes where the bindings say, as text: a server string never becomes HTML', () => {
    const [row] = rowsFrom(
      template(
        '<li><a href="#" title="#" data-v="name" data-a="href:link;title:name"></a><span data-v="count">0 views</span></li>',
      ),
      [
        view({
          text: { name: '<img src=x onerror=alert(1)>', count: '1.2K views' },
          attr: { link: '/w/x1', name: '"quoted" & <b>' },
        }),
      ],
    );
    const link = row!.querySelector('a')!;
    expect(link.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(link.querySelector('img')).toBeNull();
    expect(link.getAttribute('href')).toBe('/w/x1');
    expect(link.getAttribute('title')).toBe('"quoted" & <b>');
    expect(row!.querySelector('span')!.textContent).toBe('1.2K views');
  });

  it('leaves out the parts a view does not show, and an attribute whose value is empty', () => {
    const [row] = rowsFrom(
      template(
        '<li><img src="#" data-a="src:thumb"><span class="badge live" data-show="live" data-v="live"></span>' +
          '<time data-show="duration" data-v="duration"></time></li>',
      ),
      [view({ text: { live: 'LIVE', duration: '1:05' }, attr: { thumb: '' }, show: { live: true, duration: false } })],
    );
    expect(row!.querySelector('img')!.hasAttribute('src')).toBe(false);
    expect(row!.querySelector('.live')!.textContent).toBe('LIVE');
    expect(row!.querySelector('time')).toBeNull();
  });

  it('sets style properties and boolean attributes', () => {
    const [row] = rowsFrom(
      template(
        '<li><span class="progress" style="width:#" data-a="style.width:progress"></span>' +
          '<button type="button" data-a="?disabled:waiting;aria-label:accept"></button></li>',
      ),
      [view({ attr: { progress: '40%', accept: 'Accept Trip' }, show: { waiting: true } })],
    );
    expect((row!.querySelector('.progress') as HTMLElement).style.width).toBe('40%');
    const button = row!.querySelector('button')!;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-label')).toBe('Accept Trip');
    const [other] = rowsFrom(template(row!.outerHTML), [
      view({ attr: { accept: 'Accept' }, show: { waiting: false } }),
    ]);
    expect(other!.querySelector('button')!.hasAttribute('disabled')).toBe(false);
  });

  it("repeats a part once per view of its own (a select's options), each filled from its view, not the row's", () => {
    const [row] = rowsFrom(
      template(
        '<li><label data-v="label"></label><select><option value="#" selected data-each="channels" data-v="name"' +
          ' data-a="value:value;?selected:first"></option></select></li>',
      ),
      [
        view({
          text: { label: 'Into my channel', name: 'not an option' },
          each: {
            channels: [
              view({ text: { name: 'Music' }, attr: { value: '7' }, show: { first: true } }),
              view({ text: { name: 'Films' }, attr: { value: '9' }, show: { first: false } }),
            ],
          },
        }),
      ],
    );
    const options = [...row!.querySelectorAll('option')];
    expect(options.map((o) => [o.value, o.textContent, o.hasAttribute('selected')])).toEqual([
      ['7', 'Music', true],
      ['9', 'Films', false],
    ]);
    expect(row!.querySelector('select')!.value).toBe('7');
    expect(row!.querySelector('label')!.textContent).toBe('Into my channel');
    // No views: no part (a person without channels).
    const [none] = rowsFrom(template(row!.outerHTML), [view({ each: { channels: [] } })]);
    expect(none!.querySelectorAll('option')).toHaveLength(0);
  });

  it('fills a frame in place (a count, a list name, whether "Load more" shows) and one clone per row', () => {
    const frame = document.createElement('div');
    frame.innerHTML =
      '<p class="muted" data-v="count">0 videos</p><ul data-rows aria-label="Your videos" data-a="aria-label:list"></ul>' +
      '<p class="load-more" data-show="more"><button data-v="loadMore">Load more</button></p>';
    applyView(frame, view({ text: { count: '30 vidéos', loadMore: 'Charger plus' }, attr: { list: 'Vos vidéos' } }));
    expect(frame.querySelector('p')!.textContent).toBe('30 vidéos');
    expect(frame.querySelector('ul')!.getAttribute('aria-label')).toBe('Vos vidéos');
    expect(frame.querySelector('.load-more')).toBeNull();
    expect(rowsFrom(template('<li data-v="name"></li>'), [view(), view(), view()])).toHaveLength(3);
  });
});
