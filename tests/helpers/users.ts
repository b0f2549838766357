import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import { SECTIONS, type CHURCH_ADMIN, type Role, type Section } from '@/access/sections'
import type { User } from '@/payload-types'

type Permissions = Partial<Record<Section, { can_view: boolean; can_edit: boolean }>>

export const allSections = (can_view: boolean, can_edit: boolean): Permissions =>
  Object.fromEntries(SECTIONS.map(({ value }) => [value, { can_view, can_edit }]))

export const TEST_PASSWORD = 'correct-horse-battery'

/** A user as the access rules see it: the stored document plus the collection, like req.user. */
export const createUser = async (
  payload: Payload,
  {
    role = 'admin',
    is_active = true,
    permissions,
    church,
  }: {
    role?: Role | typeof CHURCH_ADMIN
    is_active?: boolean
    permissions?: Permissions
    /** A church admin's church. */
    church?: number
  } = {},
): Promise<User & { collection: 'users' }> => {
  const doc = await payload.create({
    collection: 'users',
    data: {
      email: `${role}-${randomBytes(4).toString('hex')}@example.org`,
      password: TEST_PASSWORD,
      full_name: `Test ${role}`,
      role,
      is_active,
      ...(permissions ? { permissions } : {}),
      ...(church ? { church } : {}),
    },
    overrideAccess: true,
  })
  return { ...doc, collection: 'users' }
}
