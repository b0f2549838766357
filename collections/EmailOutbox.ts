import type { CollectionConfig } from 'payload'

import { isSuperAdmin } from '@/access/isSuperAdmin'
import { isSuperAdminOrRecipient } from '@/access/isSuperAdminOrRecipient'
import { nobody } from '@/access/nobody'

import { slugs } from './slugs'

/** Every e-mail sent while no SMTP server is configured: an admin reads them here. */
export const EmailOutbox: CollectionConfig = {
  slug: slugs.emailOutbox,
  labels: { singular: 'Outbox e-mail', plural: 'E-mail outbox' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['to', 'subject', 'createdAt'],
    // Issue #29: staff looking for a donor's receipt search by the donor's address, not only the subject.
    listSearchableFields: ['to', 'subject'],
    group: 'Administration',
  },
  defaultSort: '-createdAt',
  access: {
    read: isSuperAdminOrRecipient,
    create: nobody,
    update: nobody,
    delete: isSuperAdmin,
  },
  fields: [
    { name: 'to', type: 'text', required: true, index: true },
    // The job's own Message-ID (src/lib/jobs/messageId.ts): a job run again after its instance died
    // between keeping the message and recording it sent keeps it once (src/lib/mail/outbox.ts).
    {
      name: 'message_id',
      label: 'Message-ID',
      type: 'text',
      unique: true,
      admin: { readOnly: true },
    },
    { name: 'from', type: 'text' },
    { name: 'subject', type: 'text' },
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'code', admin: { language: 'html' } },
    {
      name: 'raw',
      label: 'Raw message (MIME)',
      type: 'code',
      access: { read: isSuperAdmin, update: nobody },
    },
  ],
}
