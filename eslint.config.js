import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-subpath',
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
    // src/ is what ships to the browser: build-time code stays in scripts/.
    files: ['src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/scripts/**'],
              message: 'src/ ships to the browser; build-time code stays in scripts/.',
            },
            { group: ['node:*'], message: 'src/ ships to the browser: no Node modules.' },
          ],
        },
      ],
    },
  },
);
