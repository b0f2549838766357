import { Link } from '@/components/ui/Link.client'

import { common } from '@/copy/common'
import { getSiteSettings } from '@/lib/content'

import { Logo } from './Logo'
import { MobileMenu, NavLinks, ThemeToggle } from './TopBar.client'

export async function TopBar() {
  const { site_name } = await getSiteSettings()
  const items = [
    { href: '/', label: common.nav.home, also: ['/news'] },
    { href: '/sponsorship', label: common.nav.sponsorship },
    { href: '/impact', label: common.nav.impact(site_name), also: ['/projects'] },
  ]
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
      <nav
        aria-label="Main"
        className="container-page relative flex h-16 items-center justify-between gap-4"
      >
        {/* On the smallest phones (320 px) the name gives way, smaller then cut short, so the menu button fits. */}
        <Link
          href="/"
          className="flex min-w-0 items-center gap-3 rounded-xl font-display text-lg font-bold whitespace-nowrap text-ink min-[360px]:text-xl md:shrink-0"
        >
          <Logo />
          {/* From 768 to 1023 px the links need the room: the logo alone, the name still read aloud. */}
          <span className="truncate md:max-lg:sr-only">{site_name}</span>
        </Link>
        <div className="hidden items-center gap-2 whitespace-nowrap md:flex lg:gap-3">
          <NavLinks items={items} />
          <ThemeToggle />
          {/* Issue #19: the choice between registering a church, finding a ride and volunteering. */}
          <Link href="/join" className="btn-primary min-h-10 shrink-0 px-4 py-2 text-sm">
            {common.joinNow}
          </Link>
        </div>
        <div className="flex shrink-0 items-center gap-1 md:hidden">
          <ThemeToggle />
          <MobileMenu items={items} />
        </div>
      </nav>
    </header>
  )
}
