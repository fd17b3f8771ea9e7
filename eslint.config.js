import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-subpath',
      'dist-forms',
      '.build-tmp-*',
      'dist.tmp-*',
      'node_modules',
      'test-results',
      'playwright-report',
      'screenshots',
      'bench/.runs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // What ships to the browser (the site, the CMS page) uses no Node module or global and no tool.
    files: ['src/**', 'cms/**'],
    ignores: ['cms/config.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'global', 'require', 'module', '__dirname', '__filename'].map((name) => ({
          name,
          message: 'This code ships to the browser: no Node globals.',
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'This code ships to the browser: no Node modules.' },
            {
              group: ['**/builder/**', '**/review/**', '**/bench/**', '**/tests/**'],
              message: 'This code ships to the browser: no build tools.',
            },
          ],
        },
      ],
    },
  },
  {
    // The tools never import the tests or the benches.
    files: ['builder/**', 'collections/**', 'cms/config.ts', 'review/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/tests/**', '**/bench/**'], message: 'Tools never import tests or benches.' },
          ],
        },
      ],
    },
  },
);
