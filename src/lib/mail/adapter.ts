import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import nodemailer from 'nodemailer'
import type { EmailAdapter, Payload } from 'payload'

import { env } from '@/lib/config/env'

import { createOutboxTransport } from './outbox'
import { sendOnce } from './sendOnce'
import { withTextPart } from './plainText'

const smtpConfigured = (): boolean => Boolean(env('SMTP_HOST'))

/** SMTP when SMTP_HOST is set; otherwise nodemailer composes into the local outbox collection. */
export const buildEmailAdapter = async (): Promise<EmailAdapter> => {
  const defaultFromAddress = env('MAIL_FROM_ADDRESS')
  const defaultFromName = env('MAIL_FROM_NAME')
  if (smtpConfigured()) {
    const port = env('SMTP_PORT')
    return sendOnce(
      withTextPart(
        await nodemailerAdapter({
          defaultFromAddress,
          defaultFromName,
          skipVerify: env('SMTP_SKIP_VERIFY'),
          transportOptions: {
            host: env('SMTP_HOST'),
            port,
            secure: env('SMTP_SECURE') ?? port === 465,
            auth: env('SMTP_USER') ? { user: env('SMTP_USER'), pass: env('SMTP_PASS') } : undefined,
          },
        }),
      ),
    )
  }
  let payloadRef: Payload | undefined
  const inner = await nodemailerAdapter({
    defaultFromAddress,
    defaultFromName,
    skipVerify: true,
    transport: nodemailer.createTransport(createOutboxTransport(() => payloadRef)),
  })
  return withTextPart((args) => {
    payloadRef = args.payload
    return inner(args)
  })
}
