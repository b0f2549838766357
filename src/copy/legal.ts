/** The policy and help pages (issue #32): their addresses, names in the footer and back office, and the words around the staff's text. */

export const LEGAL_KINDS = ['help', 'safety', 'privacy', 'terms'] as const
export type LegalKind = (typeof LEGAL_KINDS)[number]

export const legalCopy = {
  /** The footer's names (public-site.md), in its order; each page's address is its kind. */
  pages: {
    help: { name: 'Help Center', path: '/help' },
    safety: { name: 'Safety', path: '/safety' },
    privacy: { name: 'Privacy Policy', path: '/privacy' },
    terms: { name: 'Terms of Service', path: '/terms' },
  } satisfies Record<LegalKind, { name: string; path: string }>,
  backHome: 'Back to home',
  lastUpdated: 'Last updated',
  dpo: {
    title: 'Our data protection officer',
    lead: 'Questions about your data, or a request to see, correct or erase it, go to:',
    email: 'E-mail',
    phone: 'Phone',
  },
  admin: {
    singular: 'Policy or help page',
    plural: 'Policies & Help',
    kind: 'Page',
    kindHelp: 'Which page of the site this is: each has one, at its own address.',
    summary: 'Summary',
    summaryHelp: 'One or two sentences: shown by search engines and link previews.',
    publishedAt: 'Published on',
    publishedAtHelp: 'Set each time you publish; the page shows it as its “Last updated” date.',
  },
} as const
