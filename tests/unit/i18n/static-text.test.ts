// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { translateStatic } from '../../../src/i18n/static-text';
import { serveCatalogs } from './serve-catalogs';

const html = `<a href="/home" data-i18n="menu.home">Home</a>
  <input id="q" placeholder="Search videos" aria-label="Search" data-i18n-attr="placeholder:search.placeholder;aria-label:search.submit">
  <span data-i18n="menu.unknown">Untranslated</span>`;

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  document.documentElement.lang = '';
  document.documentElement.removeAttribute('data-i18n-catalog');
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('static HTML translation', () => {
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

    translateStatic(document, { 'menu.home': 'Startseite' });
    expect(document.querySelector('a')!.textContent).toBe('Startseite');
    expect(document.querySelector('#q')!.getAttribute('placeholder')).toBe('Search videos');
    translateStatic(document, {});
    expect(document.querySelector('a')!.textContent).toBe('Home');
  });

  it('choosing French sets lang/dir, loads the page areas and translates the page without a reload', async () => {
    const asked = serveCatalogs();
    document.documentElement.dataset.i18nCatalog = 'shell+videos';
    document.body.innerHTML = '<a href="#main" data-i18n="shell.skipToMain">Skip to main content</a>';
    const { startDocumentLanguage } = await import('../../../src/i18n/document');
    const { $language, $catalog, translate } = await import('../../../src/i18n');
    const stop = startDocumentLanguage();
    $language.set('fr-FR');
    await expect.poll(() => document.querySelector('a')!.textContent).toBe('Aller au contenu principal');
    expect(document.documentElement.lang).toBe('fr-FR');
    expect(document.documentElement.dir).toBe('ltr');
    expect(asked).toEqual(['/i18n/fr-FR/shell+videos.json']);
    expect(translate($catalog.get(), 'menu.browse', 'Browse videos')).toBe('Parcourir les vidéos');
    $language.set('en');
    await expect.poll(() => document.querySelector('a')!.textContent).toBe('Skip to main content');
    expect(document.documentElement.lang).toBe('en');
    stop();
  });

  it('sets dir="rtl" for Arabic and Persian', async () => {
    serveCatalogs();
    const { startDocumentLanguage } = await import('../../../src/i18n/document');
    const { $language } = await import('../../../src/i18n');
    const stop = startDocumentLanguage();
    $language.set('ar');
    expect(document.documentElement.dir).toBe('rtl');
    $language.set('fa-IR');
    expect(document.documentElement.dir).toBe('rtl');
    $language.set('ja-JP');
    expect(document.documentElement.dir).toBe('ltr');
    stop();
  });
});
