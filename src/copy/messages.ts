/**
 * The text messages' words (issue #33): the one-line answers to STOP and START, the reasons staff
 * read on a message that was not sent, the dashboard's card and the limits' settings.
 */
export const messagesCopy = {
  stopped: (product: string) =>
    `You will get no more messages from ${product}. Reply START to resume.`,
  started: (product: string) =>
    `You will get messages from ${product} again. Reply STOP to stop them.`,
  suppressed: 'Not sent: the number replied STOP',
  heldForCeiling: (ceiling: string) =>
    `Held: today's spending ceiling of ${ceiling} for text messages is reached`,
  heldForNumber: (cap: number) =>
    `Held: this number has had ${cap} ${cap === 1 ? 'message' : 'messages'} today, the most a number may get in a day`,
  dashboard: {
    title: 'Text messages this month',
    value: (sent: number) => `${sent.toLocaleString('en-NG')} sent`,
    note: (failed: number) => `${failed.toLocaleString('en-NG')} failed`,
  },
  settings: {
    group: 'Text messages',
    description:
      'Limits on SMS and WhatsApp messages. A message over a limit is held in Text messages with the reason, not sent. Leave a limit empty (or 0) for none.',
    dailyCeiling: 'Daily spending ceiling for SMS and WhatsApp (₦)',
    perNumber: 'Most messages one number may get in a day',
    smsCost: 'Cost of one SMS page of 160 characters (₦)',
    whatsAppCost: 'Cost of one WhatsApp message (₦)',
  },
}
