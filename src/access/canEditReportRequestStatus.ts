import type { FieldAccess } from 'payload'

import type { ImpactReportRequest } from '@/payload-types'

import { canEdit } from './canEdit'

/**
 * An impact-report request's status is a plain edit. A pitch-deck request's is not: approving needs
 * a deck file and sends the requester a link, so it moves only through the Pitch Deck Requests
 * page (endpoints/admin/pitchDecks.ts, which writes with overrideAccess after its own checks).
 */
export const canEditReportRequestStatus: FieldAccess<ImpactReportRequest> = (args) =>
  canEdit('reports')(args) && args.doc?.report_type !== 'pitch_deck'
