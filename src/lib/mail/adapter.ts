import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter, Payload } from 'payload'

import { createOutboxTransport } from './outbox'

export const smtpConfigured = (): boolean => Boolean(process.env.SMTP_HOST)

/** SMTP when SMTP_HOST is set; otherwise nodemailer composes into the local outbox collection. */
export const buildEmailAdapter = async (): Promise<EmailAdapter> => {
  const defaultFromAddress = process.env.MAIL_FROM_ADDRESS || 'no-reply@fellowshiprides.ng'
  const defaultFromName = process.env.MAIL_FROM_NAME || 'Fellowship Rides'
  if (smtpConfigured()) {
    const port = Number(process.env.SMTP_PORT || 587)
    return nodemailerAdapter({
      defaultFromAddress,
      defaultFromName,
      skipVerify: process.env.SMTP_SKIP_VERIFY === 'true',
      transportOptions: {
        host: process.env.SMTP_HOST,
        port,
        secure: process.env.SMTP_SECURE ? process.env.SMTP_SECURE === 'true' : port === 465,
        auth: process.env.SMTP_USER ? { user: process.env.SMTP_USER, pass: process.env.SMTP_PASS } : undefined,
      },
    })
  }
  let payloadRef: Payload | undefined
  const inner = await nodemailerAdapter({
    defaultFromAddress,
    defaultFromName,
    skipVerify: true,
    transport: nodemailer.createTransport(createOutboxTransport(() => payloadRef)),
  })
  return (args) => {
    payloadRef = args.payload
    return inner(args)
  }
}
