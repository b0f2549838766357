'use client'

import { Link } from '@/components/ui/Link.client'
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import { common } from '@/copy/common'

import { CloseIcon } from './ui/CloseIcon'

/** `also`: other paths that belong to this item's section (a project page belongs to Impact). */
type NavItem = { href: string; label: string; also?: string[] }

const MENU_ID = 'mobile-menu'

/** A fragment no element has: following it ends the menu's :target and scrolls nowhere. */
const NO_TARGET_HASH = '#_'

const linkClass = (active: boolean) =>
  `rounded-xl px-3 py-2 font-medium transition ${active ? 'bg-surface-muted text-accent' : 'text-ink-soft hover:text-ink'}`

export function NavLinks({
  items,
  onNavigate,
  vertical = false,
}: {
  items: NavItem[]
  onNavigate?: () => void
  vertical?: boolean
}) {
  const pathname = usePathname()
  return (
    <ul className={vertical ? 'flex flex-col gap-1' : 'flex items-center gap-1'}>
      {items.map((item) => {
        const within = (path: string) =>
          path === '/' ? pathname === '/' : pathname === path || pathname.startsWith(`${path}/`)
        const active = [item.href, ...(item.also ?? [])].some(within)
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={active ? 'page' : undefined}
              className={`block ${linkClass(active)}`}
              onClick={onNavigate}
            >
              {item.label}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

export function ThemeToggle() {
  const [dark, setDark] = useState(false)
  // Re-applies the saved choice: a document React renders on the client (an error page) loses the class the inline script set.
  useEffect(() => {
    let saved = false
    try {
      saved = localStorage.getItem('darkMode') === 'true'
    } catch {
      /* storage blocked: light */
    }
    document.documentElement.classList.toggle('dark', saved)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the saved theme is known only after hydration; the server renders light
    setDark(saved)
  }, [])
  const toggle = () => {
    const next = !dark
    document.documentElement.classList.toggle('dark', next)
    try {
      localStorage.setItem('darkMode', String(next))
    } catch {
      /* private mode: the choice lasts for this page only */
    }
    setDark(next)
  }
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={dark ? common.themeToggle.toLight : common.themeToggle.toDark}
      aria-pressed={dark}
      // Without JavaScript it could not switch anything: not shown (public-site.md keeps it for script).
      className="rounded-xl p-2.5 text-ink-soft hover:bg-surface-muted hover:text-ink [@media(scripting:none)]:hidden"
    >
      {dark ? (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
        </svg>
      ) : (
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        </svg>
      )}
    </button>
  )
}

/**
 * Below 768 px: a collapsible menu that closes when a link or Join Now is chosen, on Escape and on a
 * tap outside it. Without JavaScript the toggle is a link to the menu, which CSS shows as :target,
 * and a ✕ over the toggle or a tap outside is a link to no element, which ends the :target.
 */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false)
  const [scripted, setScripted] = useState(false)
  const toggleRef = useRef<HTMLAnchorElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
  const close = () => setOpen(false)

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- from here on state, not :target, shows the menu
    setScripted(true)
    // A tap before the scripts ran opened the menu through the address: keep it open, drop the #.
    if (window.location.hash === `#${MENU_ID}`) {
      setOpen(true)
      history.replaceState(history.state, '', window.location.pathname + window.location.search)
    }
  }, [])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggleRef.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node
      if (menuRef.current?.contains(target) || toggleRef.current?.contains(target)) return
      setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  const toggle = (event: React.SyntheticEvent) => {
    event.preventDefault()
    setOpen(!open)
  }
  return (
    <div className="md:hidden">
      <a
        ref={toggleRef}
        href={`#${MENU_ID}`}
        role="button"
        aria-expanded={open}
        aria-controls={MENU_ID}
        aria-label={open ? common.menu.close : common.menu.open}
        onClick={toggle}
        onKeyDown={(event) => event.key === ' ' && toggle(event)}
        className="block rounded-xl p-2.5 text-ink hover:bg-surface-muted"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </a>
      <div
        ref={menuRef}
        id={MENU_ID}
        className={`absolute inset-x-0 top-full border-b border-line bg-surface px-4 pt-2 pb-4 shadow-lg ${open ? 'block' : scripted ? 'hidden' : 'hidden target:block'}`}
      >
        {scripted ? null : (
          // Over the ☰ (10 px down the 64 px header, at the nav's padding): the second tap closes.
          <a
            href={NO_TARGET_HASH}
            aria-label={common.menu.close}
            className="absolute -top-[54px] right-4 block rounded-xl bg-surface p-2.5 text-ink sm:right-6"
          >
            <CloseIcon className="size-6" />
          </a>
        )}
        <NavLinks items={items} onNavigate={close} vertical />
        <Link href="/join" className="btn-primary mt-3 w-full" onClick={close}>
          {common.joinNow}
        </Link>
        {/* The page below the menu: a tap there closes the menu and does not reach what is underneath. */}
        <a
          href={NO_TARGET_HASH}
          aria-hidden="true"
          tabIndex={-1}
          onClick={(event) => {
            event.preventDefault()
            close()
          }}
          className="absolute inset-x-0 top-full h-dvh"
        />
      </div>
    </div>
  )
}
