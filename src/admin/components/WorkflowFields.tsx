import type { UIFieldServerProps } from 'payload'

import { slugs } from '@collections/slugs'

import { hasWaitingChange } from './rowActions'
import { ApplicationReview, SponsorVisibility } from './WorkflowActions'

/**
 * The documents' queued decisions, told on the server whether a change already waits for a super
 * admin, so the page says 'Waiting for approval' instead of offering the same change again.
 */
export async function ApplicationReviewField({ id, payload }: UIFieldServerProps) {
  return (
    <ApplicationReview
      waiting={await hasWaitingChange(payload, slugs.sponsorshipApplications, id)}
    />
  )
}

export async function SponsorVisibilityField({ id, payload }: UIFieldServerProps) {
  return <SponsorVisibility waiting={await hasWaitingChange(payload, slugs.impactSponsors, id)} />
}
