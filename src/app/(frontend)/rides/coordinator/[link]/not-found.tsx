import { coordinatorCopy } from '@/copy/coordinator'

const copy = coordinatorCopy.page

/** A coordinator's day link that opens nothing (tampered with, an old coordinator, a run gone), all said alike. */
export default function CoordinatorLinkRefused() {
  return (
    <div className="container-page max-w-2xl space-y-6 py-10 sm:py-14">
      <h1 className="heading-display text-3xl sm:text-4xl">{copy.refusedTitle}</h1>
      <p className="text-ink-soft">{copy.refusedNote}</p>
    </div>
  )
}
