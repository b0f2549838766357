import { Link } from '@/components/ui/Link.client'

import { GIVING_PATH } from '@/components/giving/paths'
import { MY_DATA_PAGE } from '@/components/privacy/paths'
import { common } from '@/copy/common'
import { myDataCopy } from '@/copy/dataRequests'
import { givingCopy } from '@/copy/giving'
import { LEGAL_KINDS, legalCopy } from '@/copy/legal'
import { getLegalPageList, getSiteSettings } from '@/lib/content'
import { lagosYear } from '@/lib/dates'

import { Logo } from './Logo'

export async function Footer() {
  const [{ site_name, social_links, contact_email }, legalPages] = await Promise.all([
    getSiteSettings(),
    getLegalPageList(),
  ])
  const published = new Set(legalPages.map((page) => page.kind))
  return (
    <footer className="mt-24 border-t border-line bg-surface">
      <div className="container-page grid gap-10 py-12 md:grid-cols-3">
        <div className="space-y-3">
          <Link
            href="/"
            className="flex items-center gap-3 font-display text-xl font-bold text-ink"
          >
            <Logo size={32} />
            <span>{site_name}</span>
          </Link>
          <p className="text-sm text-ink-soft">
            Free, safe rides to church services and fellowship events across Nigeria.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-2 text-sm">
          <Link href="/" className="text-ink-soft hover:text-ink">
            {common.nav.home}
          </Link>
          <Link href="/sponsorship" className="text-ink-soft hover:text-ink">
            {common.nav.sponsorship}
          </Link>
          <Link href="/impact" className="text-ink-soft hover:text-ink">
            {common.footer.about}
          </Link>
          <Link href={GIVING_PATH} className="text-ink-soft hover:text-ink">
            {givingCopy.footerLink}
          </Link>
          <Link href={MY_DATA_PAGE} className="text-ink-soft hover:text-ink">
            {myDataCopy.footerLink}
          </Link>
          {contact_email ? (
            <a href={`mailto:${contact_email}`} className="text-ink-soft hover:text-ink">
              {common.footer.contact}
            </a>
          ) : null}
          {LEGAL_KINDS.filter((kind) => published.has(kind)).map((kind) => (
            // Help Center, Safety, Privacy Policy, Terms of Service: once staff have published them.
            <Link
              key={kind}
              href={legalCopy.pages[kind].path}
              className="text-ink-soft hover:text-ink"
            >
              {legalCopy.pages[kind].name}
            </Link>
          ))}
        </nav>
        {social_links && social_links.length > 0 ? (
          <ul aria-label="Social media" className="flex flex-wrap gap-3 text-sm md:justify-end">
            {social_links.map((link) => (
              <li key={link.id ?? link.url}>
                <a
                  href={link.url}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="rounded-xl border border-line px-3 py-2 text-ink-soft hover:text-ink"
                >
                  {common.footer.social[link.platform]}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <p className="container-page border-t border-line py-6 text-center text-xs text-ink-soft">
        {common.footer.rights(site_name, lagosYear())}
      </p>
    </footer>
  )
}
