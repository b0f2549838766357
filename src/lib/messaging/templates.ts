/**
 * Our WhatsApp utility templates (issue #33): each approved by Meta under this name, in English
 * ('en'), with this body; {{n}} is the n-th body parameter. docs/messaging-providers.md lists
 * them for staff to submit, and a test keeps that list the same as this one. Meta refuses a body
 * that starts or ends with a parameter, so each ends with words of its own.
 */
export const WHATSAPP_TEMPLATES = {
  ride_confirmed:
    'Dear {{1}}, your booking for {{2}} on {{3}} on {{4}} is confirmed, from {{5}}. Your booking code is {{6}}. If you cannot come, please cancel so that someone else can ride, from your booking’s page: {{7}} Thank you.',
  ride_waitlisted:
    'Dear {{1}}, {{2}} on {{3}} is full, so your request for {{4}} from {{5}} is on the waitlist. We will tell you as soon as a seat comes free. Your booking code is {{6}}. Your booking’s page: {{7}} Thank you.',
  ride_promoted:
    'Dear {{1}}, good news: a seat came free, and your booking for {{2}} on {{3}} on {{4}} is now confirmed, from {{5}}. Your booking code is {{6}}. If you cannot come, please cancel from your booking’s page: {{7}} Thank you.',
  ride_cancelled:
    'Dear {{1}}, your booking {{2}} for {{3}} on {{4}} on {{5}} is cancelled, as you asked. Your booking’s page: {{6}} Thank you for letting us know: the seat can go to someone else.',
  ride_seats_returned:
    'Dear {{1}}, you gave back {{2}} of your booking {{3}} on {{4}} on {{5}}. Your booking now has {{6}}, from {{7}}. Your booking’s page: {{8}} Thank you.',
  ride_run_cancelled:
    'Dear {{1}}, we are sorry: {{2}} on {{3}} is cancelled by the church, so the bus will not come to {{4}}. Your booking {{5}} is cancelled with it; you need do nothing more. Your booking’s page: {{6}} Please find another ride to the service.',
  ride_driver_cancelled:
    'Dear {{1}}, we are sorry: {{2}} on {{3}} is cancelled. The driver had to cancel, so nobody will come to {{4}}. Your booking {{5}} is cancelled with it; you need do nothing more. Your booking’s page: {{6}} Please find another ride to the service.',
  ride_changed:
    'Dear {{1}}, {{2}} on {{3}} has changed: you are now picked up from {{4}}. Your booking code is {{5}}. If this does not suit you, please cancel from your booking’s page: {{6}} Thank you.',
  ride_reminder:
    'Dear {{1}}, your ride on {{2}} is tomorrow, {{3}}, from {{4}}. Your driver: {{5}}. Your booking code is {{6}}. Please be at your stop a few minutes early. Your booking’s page: {{7}} Thank you.',
  ride_available:
    'Dear {{1}}, a ride to {{2}} now goes from {{3}} on {{4}}, as you asked us to tell you. You can book your seat here: {{5}} Thank you.',
} as const

export type WhatsAppTemplate = keyof typeof WHATSAPP_TEMPLATES

/** How many body parameters a template takes: its highest {{n}}. */
export const parameterCount = (template: WhatsAppTemplate): number =>
  Math.max(
    0,
    ...[...WHATSAPP_TEMPLATES[template].matchAll(/\{\{(\d+)\}\}/g)].map((match) =>
      Number(match[1]),
    ),
  )
