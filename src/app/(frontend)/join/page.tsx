import type { Metadata } from 'next'

import { Icon, type IconName } from '@/components/home/Icon'
import { Link } from '@/components/ui/Link.client'
import { DIALOG_ID as VOLUNTEER_DIALOG_ID } from '@/components/volunteer/dialogId'
import { ridesCopy } from '@/copy/rides'
import { getSiteSettings } from '@/lib/content'

const copy = ridesCopy.join

export async function generateMetadata(): Promise<Metadata> {
  const { site_name } = await getSiteSettings()
  return {
    // The page's own heading already names the site: not "Join Fellowship Rides · Fellowship Rides".
    title: { absolute: copy.title(site_name) },
    description: copy.metaDescription(site_name),
    alternates: { canonical: '/join' },
  }
}

type Choice = {
  key: keyof typeof copy.choices
  href: string
  icon: IconName
  /** A whole page load rather than the router's: see the volunteer choice below. */
  pageLoad?: boolean
}

const CHOICES: Choice[] = [
  { key: 'church', href: '/churches/register', icon: 'bus' },
  { key: 'ride', href: '/rides', icon: 'car' },
  // The form is a dialog on /impact, opened by the address's #: a page load shows it at once
  // (in place without JavaScript, adopted as the modal with it), as a shared link does.
  { key: 'volunteer', href: `/impact#${VOLUNTEER_DIALOG_ID}`, icon: 'heart', pageLoad: true },
  { key: 'drive', href: '/rides/drive', icon: 'car' },
]

/**
 * /join: what the top bar's Join Now opens (issue #19), the choice between registering a church,
 * finding a ride and volunteering, and (ours) applying to drive. Links only, rendered on the server: nothing of its own to run.
 */
export default async function JoinPage() {
  const { site_name } = await getSiteSettings()
  return (
    <div className="container-page max-w-5xl space-y-8 py-10 sm:py-14">
      <header className="space-y-3">
        <h1 className="heading-display text-4xl sm:text-5xl">{copy.title(site_name)}</h1>
        <p className="text-lg text-ink-soft">{copy.lead}</p>
      </header>
      <ul className="grid gap-6 md:grid-cols-2">
        {CHOICES.map(({ key, href, icon, pageLoad }) => {
          const choice = copy.choices[key]
          // The link covers the whole card: one large target on a phone.
          const linkClass = 'outline-none after:absolute after:inset-0'
          return (
            <li
              key={key}
              className="card relative flex flex-col gap-4 p-6 transition hover:shadow-[0_18px_40px_-14px_rgb(13_71_64/0.35)] has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-accent sm:p-8"
            >
              <span className="flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-mint to-mint-pale text-teal-deep">
                <Icon name={icon} />
              </span>
              <h2 className="heading-display text-2xl">
                {pageLoad ? (
                  <a href={href} className={linkClass}>
                    {choice.title}
                  </a>
                ) : (
                  <Link href={href} className={linkClass}>
                    {choice.title}
                  </Link>
                )}
              </h2>
              <p className="leading-relaxed text-ink-soft">{choice.text}</p>
              <Icon name="arrow" className="mt-auto size-5 text-accent" />
            </li>
          )
        })}
      </ul>
    </div>
  )
}
