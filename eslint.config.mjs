// Next's recommended and Core Web Vitals rules plus typescript-eslint's recommended rules, as in
// Payload's templates/website; Payload's generated files are left out.
import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import tseslint from 'typescript-eslint'

export default defineConfig([
  ...nextVitals,
  ...tseslint.configs.recommended,

  globalIgnores([
    '.next/**',
    '.data/**',
    'coverage/**',
    'test-results/**',
    'playwright-report/**',
    'public/**',
    'next-env.d.ts',
    'src/payload-types.ts',
    'src/migrations/**',
    'src/app/(payload)/**',
  ]),

  {
    linterOptions: {
      // A disable comment that no longer silences anything is removed, not left to mislead.
      reportUnusedDisableDirectives: 'error',
    },
    rules: {
      // An underscore marks a name a signature requires but the body does not read.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      // Pictures are Payload uploads in the sizes generated at upload, or external URLs of any host
      // (public-site.md); next/image would resize them again and need every host allow-listed.
      '@next/next/no-img-element': 'off',
    },
  },
])
