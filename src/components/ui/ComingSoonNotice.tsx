import { common } from '@/copy/common'
import { CloseIcon } from './CloseIcon'

/** The notice's id: without JavaScript a Coming Soon button is a link to it (ComingSoonButton). */
export const COMING_SOON_ID = 'coming-soon'

/** A fragment no element has: following it ends a :target (the notice, the phone menu) and scrolls nowhere. */
export const NO_TARGET_HASH = '#_'

/**
 * The 'Coming Soon' notice for a visitor without JavaScript, shown while it is the address's
 * target; with JavaScript the buttons show the same words as a toast instead. Fixed, so showing it
 * does not move the page.
 */
export function ComingSoonNotice() {
  return (
    <div
      id={COMING_SOON_ID}
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 hidden rounded-2xl border border-line bg-surface p-4 pr-14 text-ink shadow-xl target:block sm:right-6 sm:left-auto sm:w-full sm:max-w-sm"
    >
      <p className="font-semibold">{common.comingSoon.title}</p>
      <p className="mt-1 text-sm text-ink-soft">{common.comingSoon.description}</p>
      <a
        href={NO_TARGET_HASH}
        aria-label={common.comingSoon.close}
        className="absolute top-2 right-2 inline-flex size-11 items-center justify-center rounded-full text-ink-soft hover:bg-surface-muted"
      >
        <CloseIcon />
      </a>
    </div>
  )
}
