import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', '**/node_modules', 'test-results', 'playwright-report', '.local-backend', '.tmp', 'tests/hosts/*/dist', 'tests/hosts/*/dist-server', 'tests/hosts/*/.next', 'tests/hosts/*/next-env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'demo-host/**/*.ts', 'packages/*/src/**/*.{ts,tsx}', 'tests/hosts/*/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The widgets' folders; widgets/server.tsx, which draws every widget, is not one.
    files: ['widgets/*/**/*.{ts,tsx}'],
    rules: {
      // Widgets talk to each other through elements or src/, never through internals:
      // from a widget, only another widget's entry (which defines its element) may be imported.
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./(?!\\.\\./)[\\w-]+/(?!index$)', message: 'A widget may not import another widget\'s internals; use its element (its index entry) or a module in src/.' }] }],
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**', 'backend/**', 'bench/**', 'build/**', 'tests/**', '**/*.config.*'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
