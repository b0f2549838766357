// Next's recommended and Core Web Vitals rules plus typescript-eslint's recommended rules, as in
// Payload's templates/website; Payload's generated files are left out.
import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import tseslint from 'typescript-eslint'

// House rules (ARCHITECTURE.md, "Rules that keep it this way"), proved to fail on a violation by
// tests/int/house-rules.int.spec.ts. The application's code is checked; tests and migrations are not.
const APP_CODE = [
  'payload.config.ts',
  'collections/**/*.{ts,tsx}',
  'hooks/**/*.{ts,tsx}',
  'endpoints/**/*.{ts,tsx}',
  'src/**/*.{ts,tsx,mts,mjs,js}',
]
// The one home of hand-written SQL and of the adapter's internals, so a Payload upgrade touches one
// folder. The launcher and its tools (src/cli/) open their own pg connections around Payload's:
// the migration lock, the check of a prepared database, the cache purge.
const SQL_HOMES = ['src/lib/db/**', 'src/cli/**']
// A LISTEN needs a connection of its own, outside the adapter's pool: the instances' page and data
// cache and the sponsorship page's donation events each hold one, and their only SQL is LISTEN/NOTIFY.
const LISTENERS = ['src/lib/cache/instanceCache.mjs', 'src/lib/payments/realtime.ts']
const ACCESS_HOME = ['src/access/**']

const SQL_MESSAGE =
  'Hand-written SQL and the database adapter are used in src/lib/db/ only (ARCHITECTURE.md): call a named function there, or add one.'
const ACCESS_MESSAGE =
  'Access predicates are built in src/access/ only (ARCHITECTURE.md): name the rule there and use it here.'

const sqlImports = (withPg) => [
  'error',
  {
    paths: [
      { name: '@payloadcms/db-postgres', importNames: ['sql'], message: SQL_MESSAGE },
      { name: 'drizzle-orm', message: SQL_MESSAGE },
      ...(withPg ? [{ name: 'pg', message: SQL_MESSAGE }] : []),
    ],
    patterns: [
      {
        group: [
          'drizzle-orm/*',
          '@payloadcms/db-postgres/*',
          '@payloadcms/drizzle',
          '@payloadcms/drizzle/*',
        ],
        message: SQL_MESSAGE,
      },
      {
        regex: '(^|/)db/(tx|rows)(\\.ts)?$',
        importNames: ['drizzleFor', 'rowsOf'],
        message: SQL_MESSAGE,
      },
    ],
  },
]

// The adapter's drizzle handle (nothing else here has one), its pg pool and its transactions'
// sessions, however reached: payload.db.pool, `const db = payload.db; db.sessions`,
// `(payload.db as …).pool`, `const { pool } = payload.db`.
const INTERNAL = '/^(pool|sessions)$/'
const sqlSyntax = [
  { selector: "MemberExpression[property.name='drizzle']", message: SQL_MESSAGE },
  {
    selector: "VariableDeclarator > ObjectPattern > Property[key.name='drizzle']",
    message: SQL_MESSAGE,
  },
  {
    selector: `MemberExpression[property.name=${INTERNAL}][object.property.name='db']`,
    message: SQL_MESSAGE,
  },
  {
    selector: `MemberExpression[property.name=${INTERNAL}][object.name='db']`,
    message: SQL_MESSAGE,
  },
  {
    selector: `MemberExpression[property.name=${INTERNAL}] > TSAsExpression.object MemberExpression[property.name='db']`,
    message: SQL_MESSAGE,
  },
  {
    selector: `VariableDeclarator:matches([init.property.name='db'], [init.name='db'], [init.type='TSAsExpression']) > ObjectPattern > Property[key.name=${INTERNAL}]`,
    message: SQL_MESSAGE,
  },
]

// A collection's, global's, field's or the jobs' `access`, or one of its operations, given an
// inline function instead of a named predicate of src/access/.
const ACCESS_KEY = ":matches([key.name='access'], [key.value='access'])"
const INLINE_FUNCTION = ':matches(ArrowFunctionExpression, FunctionExpression)'
const accessSyntax = [
  { selector: `Property${ACCESS_KEY} > ${INLINE_FUNCTION}.value`, message: ACCESS_MESSAGE },
  {
    selector: `Property${ACCESS_KEY} > ObjectExpression > Property > ${INLINE_FUNCTION}.value`,
    message: ACCESS_MESSAGE,
  },
]
// The types a predicate is written against: only src/access/ writes one.
const accessTypes = [
  'error',
  {
    paths: [
      {
        name: 'payload',
        importNames: ['Access', 'FieldAccess', 'AccessArgs', 'AccessResult'],
        message: ACCESS_MESSAGE,
      },
    ],
  },
]

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

  // ESLint keeps one rule's options per file (a later block's replace an earlier one's), so each
  // zone lists every restriction that holds in it.
  {
    files: APP_CODE,
    ignores: [...SQL_HOMES, ...LISTENERS, ...ACCESS_HOME],
    rules: {
      'no-restricted-imports': sqlImports(true),
      'no-restricted-syntax': ['error', ...sqlSyntax, ...accessSyntax],
      '@typescript-eslint/no-restricted-imports': accessTypes,
    },
  },
  {
    files: LISTENERS,
    rules: {
      'no-restricted-imports': sqlImports(false),
      'no-restricted-syntax': ['error', ...sqlSyntax, ...accessSyntax],
      '@typescript-eslint/no-restricted-imports': accessTypes,
    },
  },
  {
    files: SQL_HOMES,
    rules: {
      'no-restricted-syntax': ['error', ...accessSyntax],
      '@typescript-eslint/no-restricted-imports': accessTypes,
    },
  },
  {
    files: ACCESS_HOME,
    rules: {
      'no-restricted-imports': sqlImports(true),
      'no-restricted-syntax': ['error', ...sqlSyntax],
    },
  },
])
