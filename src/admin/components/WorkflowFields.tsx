import type { UIFieldServerProps } from 'payload'

import { slugs } from '@collections/slugs'
import { mayReviewChanges } from '@/access/rights'

import { waitingChangeId } from './rowActions'
import { ApplicationReview, SponsorVisibility } from './WorkflowActions'

/**
 * The documents' queued decisions, told on the server whether a change already waits for a super
 * admin, so the page says 'Waiting for approval' instead of offering the same change again; a
 * super admin's note links to the change to decide it.
 */
const waiting = async (
  { id, payload, user }: UIFieldServerProps,
  slug: string,
): Promise<{ waiting: boolean; changeHref?: string }> => {
  const change = await waitingChangeId(payload, slug, id)
  if (change === undefined) return { waiting: false }
  return {
    waiting: true,
    changeHref: mayReviewChanges(user)
      ? `${payload.config.routes.admin}/collections/${slugs.pendingChanges}/${change}`
      : undefined,
  }
}

export async function ApplicationReviewField(props: UIFieldServerProps) {
  return <ApplicationReview {...await waiting(props, slugs.sponsorshipApplications)} />
}

export async function SponsorVisibilityField(props: UIFieldServerProps) {
  return <SponsorVisibility {...await waiting(props, slugs.impactSponsors)} />
}
