import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.tsc/**', '.data/**', '**/drizzle/**', 'test-results/**', 'playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{cjs,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Remotes get the session from the shell: never from Firebase or localStorage.
    files: ['storefront-mfe/src/**', 'buyer-mfe/src/**', 'seller-mfe/src/**', 'admin-mfe/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['firebase', 'firebase/*', 'react-hot-toast'] }],
      'no-restricted-globals': ['error', 'localStorage'],
    },
  },
  {
    // Every word a reader sees comes from the app's texts, in English and Bangla: a word written
    // straight into the markup stays English on a Bangla page.
    files: ['{shell,storefront-mfe,buyer-mfe,seller-mfe,admin-mfe,ui}/src/**/*.tsx'],
    // The standalone harness is a developer's page for running a remote alone.
    ignores: ['**/*.test.tsx', 'ui/src/standalone/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'JSXText[value=/[A-Za-z]/]', message: 'Words on screen come from the texts (t(...)), in both languages.' },
        {
          selector: 'JSXAttribute[name.name=/^(aria-label|alt|title|placeholder)$/] > Literal[value=/[A-Za-z]/]',
          message: 'Words read out or shown come from the texts (t(...)), in both languages.',
        },
      ],
    },
  },
  prettier,
);
