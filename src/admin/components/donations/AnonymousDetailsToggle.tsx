'use client'

import { anonymousDetailsCopy } from '@/lib/donations/labels'

import { useShowAnonymous } from './anonymousDetails'

/** Above the donations list: reveals or masks anonymous donors' name, e-mail and phone. */
export const AnonymousDetailsToggle = () => {
  const [show, setShow] = useShowAnonymous()
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--base)' }}>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        aria-pressed={show}
        onClick={() => setShow(!show)}
      >
        {show ? anonymousDetailsCopy.hide : anonymousDetailsCopy.show}
      </button>
    </div>
  )
}
