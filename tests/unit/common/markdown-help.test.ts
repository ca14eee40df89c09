// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { markdownHelpHtml } from '../../../src/lib/markdown-help';

describe('markdown help templates', () => {
  it("gives the language's help, English when that language has none, nothing on a page without them", () => {
    expect(markdownHelpHtml('fr')).toBeNull();
    document.body.innerHTML =
      '<template id="markdown-help-en"><p>English</p></template><template id="markdown-help-fr"><p>Français</p></template>';
    expect(markdownHelpHtml('fr')).toBe('<p>Français</p>');
    document.getElementById('markdown-help-fr')!.remove();
    expect(markdownHelpHtml('fr')).toBe('<p>English</p>');
  });
});
