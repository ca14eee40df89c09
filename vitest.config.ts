import { defineConfig } from 'vitest/config';

// Unit tests (stores, API client, rules) and the contract tests of the local instance.
// Browser-like unit tests opt into jsdom with a `// @vitest-environment jsdom` first line.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx,mjs}', 'tests/contract/**/*.test.{ts,mjs}'],
    environment: 'node',
    testTimeout: 20000,
    // Persistent stores touch the window only while it lives (tests/unit/support/persistent-engine.ts says why).
    setupFiles: ['tests/unit/support/persistent-engine.ts'],
  },
});
