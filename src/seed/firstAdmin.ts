import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import { slugs } from '@collections/slugs'
import { env } from '@/lib/config/env'

const DEFAULT_ADMIN_EMAIL = 'admin@fellowshiprides.local'

/**
 * The first super admin, only while there is no user at all: from ADMIN_EMAIL/ADMIN_PASSWORD,
 * or with a generated password that is printed this once.
 */
export async function ensureFirstAdmin(
  payload: Payload,
): Promise<{ created: boolean; email?: string }> {
  const { totalDocs } = await payload.count({ collection: slugs.users, overrideAccess: true })
  if (totalDocs > 0) return { created: false }

  const email = (env('ADMIN_EMAIL') || DEFAULT_ADMIN_EMAIL).toLowerCase()
  const givenPassword = env('ADMIN_PASSWORD')
  const password = givenPassword || randomBytes(12).toString('base64url')
  await payload.create({
    collection: slugs.users,
    data: {
      email,
      password,
      full_name: 'Super Admin',
      role: 'super_admin',
      is_active: true,
      invited_at: new Date().toISOString(),
    },
    overrideAccess: true,
  })
  const lines = [
    'First super admin created',
    `  e-mail:   ${email}`,
    givenPassword ? '  password: the one in ADMIN_PASSWORD' : `  password: ${password}`,
    givenPassword ? '' : 'This password is shown only now: keep it, then change it in the admin.',
  ].filter(Boolean)
  const rule = '='.repeat(72)
  console.log(`\n${rule}\n${lines.join('\n')}\n${rule}\n`)
  return { created: true, email }
}
