// TEMPORARY (quality engineer): instance/start.mjs does not exist yet; deleted before the report.
import base from './playwright.config';
export default {
  ...base,
  webServer: {
    command: `node -e "import('./instance/server.mjs').then((m) => m.createInstance({ port: 4407, distDir: 'dist-quality', testControl: true }))"`,
    url: 'http://127.0.0.1:4407/api/v1/config',
    reuseExistingServer: false,
    timeout: 60000,
  },
};
