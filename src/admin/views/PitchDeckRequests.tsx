import type { AdminViewServerProps } from 'payload'

import React from 'react'

import { AdminPage } from './AdminPage'
import { CUSTOM_VIEWS } from './registry'

/** /admin/pitch-deck-requests (back-office.md, Pitch Deck Requests). */
export function PitchDeckRequestsView(props: AdminViewServerProps) {
  return <AdminPage {...props} access={CUSTOM_VIEWS.pitchDeckRequests.access} title="Pitch Deck Requests" render={() => null} />
}
