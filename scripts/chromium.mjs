// Finds Debian's Chromium (Playwright cannot download browsers here) and the flags it needs on these machines.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

/** Flags for Chromium in this sandbox: no sandbox as root, no GPU, no background calls to the (closed) network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** Path of a Chromium binary, or undefined when none is installed. */
export function chromiumPath() {
  return CANDIDATES.find((p) => p && existsSync(p));
}

/** Installs Debian's chromium when missing and allowed (root on Debian); otherwise says exactly what to install. */
export function ensureChromium() {
  if (chromiumPath()) return chromiumPath();
  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log("Chromium not found: installing Debian's chromium with apt-get…");
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    if (chromiumPath()) return chromiumPath();
  }
  console.error(
    'No Chromium found. Install it, e.g. `sudo apt-get install -y chromium` (Debian/Ubuntu),\n' +
      'or set CHROMIUM_PATH to a Chromium/Chrome binary.',
  );
  process.exit(1);
}

/** Installs Debian's nginx and its Brotli module (for the hosting recipe tests) when missing and allowed; otherwise says
 *  what to install. */
export function ensureNginx() {
  const found = () => ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  // README's Brotli step (the build's .br twins through `brotli_static`) is checked in it too.
  const brotli = () => existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
  if (found() && brotli()) return found();
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(
      "nginx or its Brotli module not found: installing Debian's nginx-light and libnginx-mod-http-brotli-static with apt-get (the hosting recipe tests run them)…",
    );
    execSync(
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light libnginx-mod-http-brotli-static',
      { stdio: 'inherit' },
    );
    if (found() && brotli()) return found();
  }
  console.error(
    'No nginx with its Brotli module found. Install them, e.g. `sudo apt-get install -y nginx-light libnginx-mod-http-brotli-static`: npm test checks the generated nginx snippets in it.',
  );
  process.exit(1);
}

/** Whether the machine has a font that draws Japanese (fontconfig's list, which Chromium follows on Linux). */
const hasJapaneseFont = () => {
  try {
    return execSync('fc-list :lang=ja family', { encoding: 'utf8' }).trim() !== '';
  } catch {
    return false;
  }
};

/** Installs Debian's Noto CJK fonts when no font draws Japanese and it is allowed: the layout tests measure Japanese
 *  pages with real glyphs (without one, Chromium draws narrower empty boxes), and the bench's Japanese visitor pays what
 *  a Linux visitor's fonts cost. Otherwise says what to install. */
export function ensureJapaneseFont() {
  if (hasJapaneseFont()) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(
      "No Japanese font: installing Debian's fonts-noto-cjk with apt-get (the Japanese layout tests need it)…",
    );
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk', {
      stdio: 'inherit',
    });
    if (hasJapaneseFont()) return;
  }
  console.error(
    'No Japanese font found. Install one, e.g. `sudo apt-get install -y fonts-noto-cjk`: npm test measures Japanese pages.',
  );
  process.exit(1);
}
