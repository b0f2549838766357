/** The values of a text message's fields (collections/Messages.ts), shared with the code that sets them. */
export const MESSAGE_DIRECTIONS = [
  { value: 'out', label: 'Sent by us' },
  { value: 'in', label: 'Received' },
] as const

export const MESSAGE_CHANNELS = [
  { value: 'sms', label: 'SMS' },
  { value: 'whatsapp', label: 'WhatsApp' },
] as const
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number]['value']

export const MESSAGE_STATUSES = [
  { value: 'queued', label: 'Queued' },
  { value: 'sending', label: 'Sending' },
  { value: 'sent', label: 'Sent' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'read', label: 'Read' },
  { value: 'failed', label: 'Failed' },
  // The try that sent it stopped before the provider's answer was recorded: not sent again.
  { value: 'unknown', label: 'Outcome unknown' },
  // No provider configured: kept here, as e-mail is kept in the E-mail outbox.
  { value: 'kept', label: 'Kept (not sent)' },
  { value: 'received', label: 'Received' },
  // Over the day's spending ceiling or the number's daily cap (Site settings): not sent.
  { value: 'held', label: 'Held (over a limit)' },
  // The number replied STOP: not sent.
  { value: 'suppressed', label: 'Not sent (replied STOP)' },
] as const
export type MessageStatus = (typeof MESSAGE_STATUSES)[number]['value']
