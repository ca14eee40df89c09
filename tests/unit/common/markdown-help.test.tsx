// @vitest-environment jsdom
// The markdown help beside description and comment fields: in the interface language, the markdown examples as code.
import { afterEach, expect, it } from 'vitest';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import MarkdownHelp from '../../../src/islands/common/MarkdownHelp';
import { $catalog } from '../../../src/i18n';
import { readLanguageCatalog } from '../../../src/build/i18n-catalogs.mjs';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  $catalog.set({});
});

function render() {
  const box = document.createElement('div');
  document.body.append(box);
  root = createRoot(box);
  act(() => root!.render(<MarkdownHelp field="Description" />));
  return box;
}

it('names the field, lists what PeerTube renders, and shows each example as code', () => {
  const box = render();
  expect(box.querySelector('summary')!.textContent).toBe('Markdown help (Description)');
  expect([...box.querySelectorAll('code')].map((c) => c.textContent)).toEqual([
    '**bold**',
    '*italic*',
    '[PeerTube](https://joinpeertube.org)',
    '- ',
    '1. ',
    ':smile:',
  ]);
  expect(box.textContent).toContain('Headings, images, tables, quotes and code blocks stay plain text.');
});

it('reads in the interface language, its examples with translated words', () => {
  act(() => $catalog.set(readLanguageCatalog('fr-FR')));
  const box = render();
  expect(box.querySelector('summary')!.textContent).toBe('Aide Markdown (Description)');
  expect(box.querySelector('code')!.textContent).toBe('**gras**');
  expect(box.textContent).toContain('restent du texte brut');
});
