import type { Config } from '../../api/config';

let applied = false;

/** Applies the instance's custom CSS (a style element) and JavaScript (evaluated once); a failing script is only logged. */
export function applyCustomizations(config: Config | undefined, doc: Document = document): void {
  if (applied) return;
  applied = true;
  const custom = config?.instance?.customizations;
  if (custom?.css) {
    const style = doc.createElement('style');
    style.dataset.customCss = '';
    style.textContent = custom.css;
    doc.head.append(style);
  }
  if (custom?.javascript) {
    try {
      // The administrator's script runs with page rights by design (PeerTube does the same).
      new Function(custom.javascript)();
    } catch (error) {
      console.error('Cannot eval custom JavaScript.', error);
    }
  }
}

/** Test hook: lets a new config be applied again. */
export function resetCustomizations(): void {
  applied = false;
}
