// Lint: typescript-eslint's recommended rules with type information, plus the project's layering rule.
import tseslint from 'typescript-eslint';

export default tseslint.config(
  // Generated: web/assets/*.js from web/scripts, schema.d.ts from /openapi.json, and the client package's dist/ by
  // its build.
  {
    ignores: [
      'node_modules/',
      'data/',
      'coverage/',
      'artifacts/',
      'web/assets/',
      'clients/typescript/schema.d.ts',
      'clients/typescript/dist/',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', 'src/main.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
    },
  },
  {
    // The engine is pure: no web framework, no database, no environment.
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'fastify',
            '@fastify/*',
            'kysely',
            'pg',
            'ioredis',
            '**/http/**',
            '**/storage/**',
            '**/services/**',
            '**/config.ts',
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env' },
        { object: 'Date', property: 'now' },
      ],
    },
  },
  {
    // Tests walk parsed JSON bodies; typing every response shape there would add noise, not safety.
    files: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
);
