// A fake PeerTube plugin index (what packages.joinpeertube.org answers), so the local instance can list, install and
// update plugins and themes with no network. Each package names the settings it registers once installed, the way
// a plugin's register() calls registerSetting().

const OFFICIAL = 'https://framagit.org/framasoft/peertube/official-plugins/tree/master/';

const setting = (type, name, label, extra = {}) => ({ type, name, label, private: true, ...extra });

/** The index's packages, most popular first; `settings` is what the package registers once installed. */
export const INDEX_PACKAGES = [
  {
    npmName: 'peertube-plugin-auth-ldap',
    description: 'Add LDAP support to login form in PeerTube.',
    latestVersion: '0.0.15',
    official: true,
    recommended: false,
    popularity: 900,
    trending: 12,
    days: 900,
    settings: [
      setting('input', 'url', 'URL', {
        default: 'ldap://localhost:389',
        descriptionHTML: 'The LDAP server, <code>ldap://</code> or <code>ldaps://</code>.',
      }),
      setting('input-checkbox', 'insecure-tls', 'Allow insecure TLS connections', { default: false }),
      setting('input', 'bind-dn', 'Bind DN', { default: 'cn=admin,dc=planetexpress,dc=com' }),
      setting('input-password', 'bind-credentials', 'Bind password', { default: 'GoodNewsEveryone' }),
      setting('input', 'search-base', 'Search base', { default: 'ou=people,dc=planetexpress,dc=com' }),
      setting('input', 'search-filter', 'Search filter', { default: '(|(mail={{username}})(uid={{username}}))' }),
    ],
  },
  {
    npmName: 'peertube-plugin-hello-world',
    description: 'Hello world PeerTube plugin example: one setting of each kind.',
    latestVersion: '1.2.0',
    official: true,
    recommended: false,
    popularity: 700,
    trending: 40,
    days: 1200,
    settings: [
      setting('input', 'greeting', 'Greeting shown to visitors', { default: 'Hello world', private: false }),
      setting('input-textarea', 'admin-notes', 'Notes for the administrators', { default: '' }),
      setting('input-checkbox', 'show-greeting', 'Show the greeting on the home page', {
        default: true,
        private: false,
      }),
      setting('select', 'greeting-position', 'Where the greeting goes', {
        default: 'top',
        private: false,
        options: [
          { value: 'top', label: 'Above the videos' },
          { value: 'bottom', label: 'Below the videos' },
        ],
      }),
      setting('markdown-text', 'footer', 'Footer text', {
        default: 'Made with **PeerTube**',
        descriptionHTML: 'Markdown: <strong>bold</strong>, <em>italic</em>, links.',
      }),
      setting('input-password', 'api-key', 'API key of the greeting service', { default: '' }),
      {
        type: 'html',
        html: '<p>Need help? Read the <a href="https://docs.joinpeertube.org/">documentation</a>.</p>',
        private: true,
      },
    ],
  },
  {
    npmName: 'peertube-plugin-transcoding-custom-quality',
    description: 'Set a custom quality for transcoding',
    latestVersion: '0.1.2',
    official: true,
    recommended: false,
    popularity: 400,
    trending: 8,
    days: 700,
    settings: [
      setting('select', 'crf', 'Quality (CRF)', {
        default: '23',
        options: ['18', '20', '23', '26', '28'].map((v) => ({ value: v, label: v === '23' ? `${v} (default)` : v })),
      }),
    ],
  },
  {
    npmName: 'peertube-plugin-auto-block-videos',
    description: 'Auto block videos based on public blocklists',
    latestVersion: '0.0.2',
    official: true,
    recommended: true,
    popularity: 300,
    trending: 20,
    days: 500,
    settings: [
      setting('input-textarea', 'blocklist-urls', 'Blocklist URLs (one per line)', { default: '' }),
      setting('input-checkbox', 'check-seed', 'Check existing videos too', { default: false }),
    ],
  },
  {
    npmName: 'peertube-plugin-privacy-remover',
    description: 'Remove some privacy options from the video upload form',
    latestVersion: '0.0.3',
    official: false,
    recommended: false,
    popularity: 120,
    trending: 2,
    days: 300,
    settings: [],
  },
  {
    npmName: 'peertube-plugin-auth-openid-connect',
    description: 'Add OpenID Connect support to login form in PeerTube.',
    latestVersion: '1.0.2',
    official: true,
    recommended: false,
    popularity: 500,
    trending: 6,
    days: 800,
    settings: [],
    // Once installed, its sign-in button (config.plugin.registeredExternalAuths); instance/plugin-routes.mjs plays
    // the identity provider.
    externalAuths: [{ authName: 'openid-connect', authDisplayName: 'OpenID Connect' }],
  },
  {
    npmName: 'peertube-theme-dark',
    description: 'PeerTube dark theme',
    latestVersion: '3.0.0',
    official: true,
    recommended: false,
    popularity: 800,
    trending: 15,
    days: 1300,
    settings: [],
    // The stylesheets a theme declares (its package.json `css`), served under /themes/{name}/{version}/css/. This
    // stand-in sets PeerTube's pre-7 variables, as the published theme does.
    css: {
      'assets/style.css':
        'body#custom-css {\n  --mainBackgroundColor: #1c1c1f;\n  --mainForegroundColor: #f2f2f2;\n' +
        '  --mainColor: #ff9248;\n  --greyForegroundColor: #b8b8bd;\n  --greyBackgroundColor: #2a2a2f;\n' +
        '  --menuBackgroundColor: #141416;\n  --inputBackgroundColor: #2a2a2f;\n  --inputBorderColor: #4a4a52;\n}\n',
    },
  },
  {
    npmName: 'peertube-theme-background-red',
    description: 'PeerTube theme test with a red background',
    latestVersion: '1.0.3',
    official: true,
    recommended: false,
    popularity: 90,
    trending: 1,
    days: 1100,
    settings: [],
    // Set on :root, as the published test theme does.
    css: {
      'assets/style1.css': ':root {\n  --mainBackgroundColor: #b91c1c;\n}\n',
      'assets/style2.css': ':root {\n  --mainForegroundColor: #ffffff;\n}\n',
    },
  },
];

/** The package of an npm name, or undefined. */
export const indexPackage = (npmName) => INDEX_PACKAGES.find((p) => p.npmName === npmName);

/** PeerTube's plugin type of an npm name: 1 plugin, 2 theme. */
export const typeOf = (npmName) => (npmName.startsWith('peertube-theme-') ? 2 : 1);

/** The short name PeerTube keeps (PluginModel.normalizePluginName). */
export const nameOf = (npmName) => npmName.replace(/^peertube-(plugin|theme)-/, '');

/** PluginModel.buildNpmName. */
export const npmNameOf = (name, type) => `${type === 2 ? 'peertube-theme-' : 'peertube-plugin-'}${name}`;

/** The homepage the index gives (the official plugins live in one repository). */
export const homepageOf = (pkg) =>
  pkg.official ? `${OFFICIAL}${pkg.npmName}` : `https://github.com/example/${pkg.npmName}`;
