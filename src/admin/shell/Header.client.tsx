'use client'

import { useTheme } from '@payloadcms/ui'
import React, { useEffect } from 'react'

import { shellCopy } from '@/copy/shell'

import { useNoticeAfterReload } from '../components/reloadNotice'

import { SignOutButton } from './SignOut.client'
import { useSidebarMemory } from './sidebar'

const THEME_COOKIE = 'payload-theme'

const hasCookie = (name: string) =>
  document.cookie.split('; ').some((row) => row.startsWith(`${name}=`))

/**
 * back-office.md: light or dark, default light, remembered. Payload keeps the choice in its theme
 * cookie and otherwise follows the OS; with no choice yet, this sets light (before Payload's own
 * provider reads the cookie, since a child's effect runs first).
 */
function ThemeToggle() {
  const { theme, setTheme } = useTheme()
  useEffect(() => {
    if (!hasCookie(THEME_COOKIE)) setTheme('light')
  }, [setTheme])
  const dark = theme === 'dark'
  return (
    <button
      type="button"
      className="fr-header__icon-button"
      aria-label={dark ? shellCopy.toLightTheme : shellCopy.toDarkTheme}
      title={dark ? shellCopy.toLightTheme : shellCopy.toDarkTheme}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? (
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <circle cx="12" cy="12" r="4.5" fill="currentColor" />
          <path
            d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      ) : (
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z" fill="currentColor" />
        </svg>
      )}
    </button>
  )
}

export function HeaderControls({ email, mark }: { email: string; mark: React.ReactNode }) {
  useSidebarMemory()
  useNoticeAfterReload()
  return (
    <header className="fr-header">
      <div className="fr-header__title">
        {mark}
        <span>{shellCopy.headerTitle}</span>
      </div>
      <div className="fr-header__tools">
        <ThemeToggle />
        <span className="fr-header__email" data-testid="signed-in-email" title={email}>
          {email}
        </span>
        <SignOutButton />
      </div>
    </header>
  )
}
