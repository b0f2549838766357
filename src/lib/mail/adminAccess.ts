import type { PayloadRequest } from 'payload'
import { formatAdminURL } from 'payload/shared'

import { siteUrl } from '@/lib/siteUrl'

import { escapeHtml } from './escape'

/** Payload's reset route (admin.routes.reset), which our set-new-password view serves. */
export const passwordLink = (req: PayloadRequest, token: string): string =>
  `${formatAdminURL({ adminRoute: req.payload.config.routes.admin, path: req.payload.config.admin.routes.reset, serverURL: siteUrl() })}?token=${encodeURIComponent(token)}`

const SITE = 'Fellowship Rides'

const page = (
  paragraphs: string[],
  link: string,
  action: string,
) => `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>
<p style="color:#52606d;font-size:13px">${escapeHtml(link)}</p>
</body></html>`

export const resetEmailSubject = `${SITE}: reset your admin password`

export const resetEmailHtml = (link: string) =>
  page(
    [
      'Someone asked to reset the password of your admin account. Open the link below within an hour to choose a new one (at least 6 characters).',
      'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    ],
    link,
    'Set a new password',
  )

export const inviteEmail = ({
  link,
  fullName,
  invitedBy,
  days,
}: {
  link: string
  fullName?: string | null
  invitedBy: string
  days: number
}) => {
  const greeting = fullName ? `Hello ${fullName},` : 'Hello,'
  const lines = [
    greeting,
    `${invitedBy} has invited you to the ${SITE} admin back office.`,
    `Open the link below within ${days} days to choose your password (at least 6 characters), then sign in with this e-mail address.`,
  ]
  return {
    subject: `${SITE}: you are invited to the admin back office`,
    text: [...lines, '', `Set your password: ${link}`].join('\n'),
    html: page(lines, link, 'Set your password'),
  }
}

/** To a church's contact when staff approve the church: their church admin account, and its link. */
export const churchAdminInviteEmail = ({
  link,
  fullName,
  church,
  days,
}: {
  link: string
  fullName: string
  church: string
  days: number
}) => {
  const lines = [
    `Hello ${fullName},`,
    `${church} is now registered with ${SITE}, and you are its church admin.`,
    `Open the link below within ${days} days to choose your password (at least 6 characters), then sign in with this e-mail address to add your branches, service times, buses and drivers.`,
  ]
  return {
    subject: `${SITE}: ${church} is approved`,
    text: [...lines, '', `Set your password: ${link}`].join('\n'),
    html: page(lines, link, 'Set your password'),
  }
}

/** To a church's contact when staff turn the registration down, with their reason. */
export const churchRejectedEmail = ({
  fullName,
  church,
  reason,
  contactEmail,
}: {
  fullName: string
  church: string
  reason: string
  contactEmail: string | null
}) => {
  const lines = [
    `Hello ${fullName},`,
    `Thank you for registering ${church} with ${SITE}. We cannot add it at this time, for this reason:`,
    reason,
    contactEmail
      ? `If something has changed, write to us at ${contactEmail} or register again.`
      : 'If something has changed, you are welcome to register again.',
  ]
  return {
    subject: `${SITE}: your church registration`,
    text: lines.join('\n\n'),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2933">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}</body></html>`,
  }
}
