import { defineConfig } from 'vitest/config';
import { chunkUrl } from './build/chunk-url.ts';
import { earlyInputScriptModule } from './build/early-input-script.ts';
import { firstRender } from './build/first-render.ts';

export default defineConfig({
  plugins: [chunkUrl({ emit: false }), firstRender(), earlyInputScriptModule()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'widgets/**/*.test.{ts,tsx}', 'packages/*/src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
    exclude: ['tests/e2e/**', '**/node_modules/**'],
    testTimeout: 30_000,
  },
});
