import { baseAccountLockFields, type CollectionConfig, type Field } from 'payload'

import { isBackOffice } from '@/access/isBackOffice'
import { readUsers } from '@/access/readUsers'
import { isSelfOrSuperAdmin } from '@/access/isSelfOrSuperAdmin'
import { isSuperAdmin } from '@/access/isSuperAdmin'
import { isSuperAdminOnOthers } from '@/access/isSuperAdminOnOthers'
import { nobody } from '@/access/nobody'
import { ALL_ROLES, ROLE_LABELS, SECTIONS } from '@/access/sections'
import { passwordLink, resetEmailHtml, resetEmailSubject } from '@/lib/mail/adminAccess'
import { isHttpsSite } from '@/lib/siteUrl'

import { slugs } from '../slugs'
import { endSessionsOfInactive } from './hooks/endSessionsOfInactive'
import { hashEvenForUnknownEmail } from './hooks/hashEvenForUnknownEmail'
import { recordLastLogin } from './hooks/recordLastLogin'
import { refuseInactiveLogin } from './hooks/refuseInactiveLogin'
import { refuseInactiveRefresh } from './hooks/refuseInactiveRefresh'
import { releaseSignInCount } from './hooks/releaseSignInCount'
import { requirePasswordLength } from './hooks/requirePasswordLength'
import { throttleSignIn } from './hooks/throttleSignIn'
import { actionsField } from '../fields'

const permissionFields: Field[] = SECTIONS.map(({ value, label }) => ({
  name: value,
  label,
  type: 'group',
  fields: [
    { name: 'can_view', label: 'Can view', type: 'checkbox', defaultValue: true },
    { name: 'can_edit', label: 'Can edit', type: 'checkbox', defaultValue: false },
  ],
}))

export const Users: CollectionConfig = {
  slug: slugs.users,
  labels: { singular: 'Admin User', plural: 'Admin Users' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'row_actions', 'full_name', 'role', 'is_active', 'last_login'],
    group: 'Administration',
    components: { beforeListTable: ['/src/admin/components/InviteAdminUser#InviteAdminUser'] },
  },
  auth: {
    tokenExpiration: 60 * 60 * 8,
    // No account lock: anyone could lock any admin out with wrong passwords, and the lock's own
    // message told which e-mails are accounts. Failures are throttled per address instead (throttleSignIn).
    maxLoginAttempts: 0,
    // Secure cookies exactly when the site is served over https, so `npm start` on plain http still signs in.
    cookies: { sameSite: 'Lax', secure: isHttpsSite() },
    // Payload's forgot-password flow; the link opens our set-new-password view (src/admin/views/ResetPassword).
    forgotPassword: {
      generateEmailSubject: () => resetEmailSubject,
      generateEmailHTML: ({ req, token } = {}) => resetEmailHtml(passwordLink(req!, token!)),
    },
  },
  access: {
    admin: isBackOffice,
    read: readUsers,
    create: isSuperAdmin,
    update: isSelfOrSuperAdmin,
    delete: isSuperAdminOnOthers,
    unlock: isSuperAdmin,
  },
  hooks: {
    beforeOperation: [
      requirePasswordLength,
      throttleSignIn,
      hashEvenForUnknownEmail,
      refuseInactiveRefresh,
    ],
    beforeChange: [endSessionsOfInactive],
    beforeLogin: [refuseInactiveLogin],
    afterLogin: [releaseSignInCount, recordLastLogin],
  },
  fields: [
    actionsField(),
    // Payload's e-mail field, fixed once the user exists (back-office.md 5): shown read-only when editing.
    { name: 'email', type: 'email', required: true, unique: true, access: { update: nobody } },
    { name: 'full_name', label: 'Full name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'admin',
      options: ALL_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
      access: { create: isSuperAdmin, update: isSuperAdminOnOthers },
      // Read-only on one's own record, as the server treats it.
      admin: {
        position: 'sidebar',
        components: { Field: '/src/admin/shell/OwnAccount#RoleField' },
      },
    },
    {
      name: 'church',
      type: 'relationship',
      relationTo: slugs.churches,
      index: true,
      // Set when staff approve a church (src/lib/rides/churchReview.ts); moved only by a super admin.
      access: { create: isSuperAdmin, update: isSuperAdminOnOthers },
      admin: {
        position: 'sidebar',
        description: 'The church a church admin manages.',
        condition: (data) => data?.role === 'church_admin',
      },
    },
    {
      name: 'is_active',
      label: 'Active',
      type: 'checkbox',
      defaultValue: true,
      access: { create: isSuperAdmin, update: isSuperAdminOnOthers },
      admin: {
        position: 'sidebar',
        components: { Field: '/src/admin/shell/OwnAccount#ActiveField' },
      },
    },
    {
      name: 'invited_at',
      type: 'date',
      access: { update: nobody },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'last_login',
      type: 'date',
      access: { update: nobody },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'permissions',
      type: 'group',
      admin: {
        description: 'Per-section access for a plain admin. Super admins hold every permission.',
      },
      access: { create: isSuperAdmin, update: isSuperAdminOnOthers },
      fields: permissionFields,
    },
    // The columns of Payload's account lock (unused since maxLoginAttempts is 0), kept so this
    // change needed no migration; drop them with the next schema change of users.
    ...baseAccountLockFields,
  ],
}
