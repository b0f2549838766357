import type { CollectionConfig } from 'payload'

import { canView } from '@/access/canView'
import { nobody } from '@/access/nobody'
import { MESSAGE_CHANNELS, MESSAGE_DIRECTIONS, MESSAGE_STATUSES } from '@/lib/messaging/statuses'

import { slugs } from '../slugs'
import { searchByNumber } from './hooks/searchByNumber'

/**
 * Every SMS and WhatsApp message, sent or received (issue #33), beside the E-mail outbox. Written
 * only by the send-message job (src/jobs/sendMessage.ts) and the providers' webhooks
 * (endpoints/messaging/); staff read it.
 */
export const Messages: CollectionConfig = {
  slug: slugs.messages,
  labels: { singular: 'Text message', plural: 'Text messages' },
  admin: {
    useAsTitle: 'to',
    defaultColumns: ['to', 'direction', 'channel', 'status', 'error', 'createdAt'],
    listSearchableFields: ['to'],
    group: 'Administration',
    description:
      'Every SMS and WhatsApp message, sent or received, newest first. Search by a phone number to see one person’s messages.',
  },
  hooks: { beforeOperation: [searchByNumber] },
  defaultSort: '-createdAt',
  access: {
    read: canView('rides'),
    create: nobody,
    update: nobody,
    delete: nobody,
  },
  fields: [
    {
      name: 'direction',
      type: 'select',
      options: [...MESSAGE_DIRECTIONS],
      defaultValue: 'out',
      required: true,
    },
    { name: 'channel', type: 'select', options: [...MESSAGE_CHANNELS], required: true },
    // One international form, +234…: a number is compared, limited and stopped by it.
    { name: 'to', label: 'Phone number', type: 'text', required: true, index: true },
    {
      name: 'status',
      type: 'select',
      options: [...MESSAGE_STATUSES],
      defaultValue: 'queued',
      required: true,
      index: true,
    },
    // A WhatsApp utility template, its language and its body's parameters in order.
    { name: 'template', type: 'text' },
    { name: 'language', type: 'text' },
    { name: 'params', label: 'Template parameters', type: 'json' },
    // The SMS's words; a WhatsApp message's SMS fallback; an inbound message's words.
    { name: 'text', type: 'textarea' },
    {
      name: 'provider_message_id',
      label: "Provider's message ID",
      type: 'text',
      unique: true,
    },
    // Why it failed, was held or was not sent, in staff's words.
    { name: 'error', label: 'Reason or error', type: 'text' },
    { name: 'attempts', type: 'number', defaultValue: 0, required: true },
    // The failed WhatsApp message this SMS replaces: unique, so one failure falls back once.
    {
      name: 'fallback_of',
      label: 'Fallback of',
      type: 'relationship',
      relationTo: slugs.messages,
      unique: true,
    },
    // The STOP or START reply this one-line confirmation answers: unique, so each is answered once.
    {
      name: 'reply_to',
      label: 'Answers',
      type: 'relationship',
      relationTo: slugs.messages,
      unique: true,
    },
    // What it costs in naira (Site settings' prices), counted against the day's spending ceiling.
    { name: 'cost', label: 'Cost (₦)', type: 'number' },
    // When it was handed to the provider: the day's limits count by it.
    { name: 'sent_at', label: 'Sent', type: 'date', index: true },
  ],
}
