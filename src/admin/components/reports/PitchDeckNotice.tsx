'use client'

import { useDocumentInfo } from '@payloadcms/ui'

import { CUSTOM_VIEWS } from '@/admin/views/registry'
import { pitchDeckCopy } from '@/copy/pitchDecks'

/** On a pitch-deck request's edit page: its status moves only on the Pitch Deck Requests page. */
export function PitchDeckNotice() {
  const { id } = useDocumentInfo()
  const href = `/admin${CUSTOM_VIEWS.pitchDeckRequests.path}${id ? `?request=${id}` : ''}`
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <p className="fr-flush">
        {pitchDeckCopy.editNotice} <a href={href}>{pitchDeckCopy.title}</a>
      </p>
    </div>
  )
}
