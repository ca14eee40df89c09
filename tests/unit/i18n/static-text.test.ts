// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { translateStatic } from '../../../src/i18n/static-text';
import { startDocumentLanguage } from '../../../src/i18n/document';
import { $catalog, $language, translate, dirOf } from '../../../src/i18n';

const html = `<a href="/home" data-i18n="menu.home">Home</a>
  <input id="q" placeholder="Search videos" aria-label="Search" data-i18n-attr="placeholder:search.placeholder;aria-label:search.submit">
  <span data-i18n="menu.unknown">Untranslated</span>`;

describe('static HTML translation', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    $language.set('en');
  });

  it('replaces texts and attributes with the catalog, keeps English for missing keys, and switches back', () => {
    document.body.innerHTML = html;
    translateStatic(document, {
      'menu.home': 'Accueil',
      'search.placeholder': 'Rechercher des vidéos',
      'search.submit': 'Rechercher',
    });
    expect(document.querySelector('a')!.textContent).toBe('Accueil');
    expect(document.querySelector('#q')!.getAttribute('placeholder')).toBe('Rechercher des vidéos');
    expect(document.querySelector('#q')!.getAttribute('aria-label')).toBe('Rechercher');
    expect(document.querySelector('span')!.textContent).toBe('Untranslated');

    translateStatic(document, {});
    expect(document.querySelector('a')!.textContent).toBe('Home');
    expect(document.querySelector('#q')!.getAttribute('placeholder')).toBe('Search videos');
  });

  it('choosing French sets lang/dir, loads the catalog and translates the page without a reload', async () => {
    document.body.innerHTML = '<a href="#main" data-i18n="shell.skipToMain">Skip to main content</a>';
    const stop = startDocumentLanguage();
    $language.set('fr');
    await expect.poll(() => document.querySelector('a')!.textContent).toBe('Aller au contenu principal');
    expect(document.documentElement.lang).toBe('fr');
    expect(document.documentElement.dir).toBe('ltr');
    expect(translate($catalog.get(), 'menu.browse', 'Browse videos')).toBe('Parcourir les vidéos');
    $language.set('en');
    await expect.poll(() => document.querySelector('a')!.textContent).toBe('Skip to main content');
    expect(document.documentElement.lang).toBe('en');
    stop();
  });

  it('knows the writing direction of each language', () => {
    expect(dirOf('fr')).toBe('ltr');
    expect(dirOf('en')).toBe('ltr');
  });
});
