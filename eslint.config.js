import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // Build output, and the planted violations that tests lint on purpose to prove each rule bites.
  { ignores: ['dist/', 'dist-server/', 'dist-sandbox/', 'bench/results/', 'tests/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // The compiler's own convention (noUnusedParameters): a leading underscore marks a value kept on purpose,
      // such as a parameter a signature needs or a field taken out of a rest copy.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // react-admin's Button shows only its icon on a phone, so one with a label and no icon shows nothing:
    // the screens take src/layout/Button, which keeps such a label.
    files: ['src/**/*.tsx', 'tests/fixtures/lint/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-admin',
              importNames: ['Button'],
              message: 'Use Button from src/layout/Button: it keeps the label of a button without an icon on a phone.',
            },
          ],
        },
      ],
    },
  },
);
