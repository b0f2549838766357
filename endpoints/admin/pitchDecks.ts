import type { Endpoint, PayloadRequest } from 'payload'

import { DECK_MAX_BYTES } from '@collections/uploadLimits'
import { globalSlugs, slugs } from '@collections/slugs'
import { adminEndpoint, noStoreJson as json } from '@/access/adminEndpoint'
import { mayEditReports } from '@/access/rights'
import { deckLinkCopy, deckMessages, pitchDeckCopy } from '@/copy/pitchDecks'
import { DEFAULT_SITE_NAME } from '@/globals/SiteSettings'
import { downloadName, serveDeck } from '@/lib/pitchDecks/file'
import { checkDownloadToken, parseDownloadToken } from '@/lib/pitchDecks/link'
import {
  approvePitchDeck,
  attachPitchDeck,
  rejectPitchDeck,
  type ReviewResult,
} from '@/lib/pitchDecks/review'
import { BodyTooLargeError, mediaType, parseMultipart, readBody } from '@/lib/http/body'
import { formFile } from '@/lib/http/publicEndpoint'
import { escapeHtml } from '@/lib/mail/escape'
import { siteUrl } from '@/lib/siteUrl'
import type { ImpactReportRequest } from '@/payload-types'

/**
 * The Pitch Deck Requests page's actions (back-office.md sections 2, 4 to 6 and 8), and the
 * requester's download link. Custom endpoints are public by default: each checks its caller first.
 */
/** A deck plus the multipart envelope around it. */
const MAX_BODY = DECK_MAX_BYTES + 64 * 1024

type Chosen = { file: File | null } | { error: Response }

/** The 'file' part of a multipart body, none for another body, or the answer to give instead. */
const chosenFile = async (req: PayloadRequest): Promise<Chosen> => {
  if (mediaType(req as unknown as Request) !== 'multipart/form-data') return { file: null }
  let body: Uint8Array
  try {
    body = await readBody(req as unknown as Request, MAX_BODY)
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      return { error: json(413, { error: deckMessages.size }) }
    return { error: json(400, { error: 'The request could not be read. Please try again.' }) }
  }
  const form = await parseMultipart(body, req.headers.get('content-type') ?? '')
  const file = form ? formFile(form, 'file') : 'not-a-file'
  if (file === 'not-a-file') return { error: json(400, { error: deckMessages.type }) }
  return { file }
}

/** A decision on one request, for admins who may edit reports. */
const reviewEndpoint = (
  action: string,
  handler: (req: PayloadRequest, id: string) => Promise<Response>,
): Endpoint =>
  adminEndpoint({
    path: `/admin/pitch-decks/:id/${action}`,
    method: 'post',
    may: mayEditReports,
    handler: (req) => handler(req, String(req.routeParams?.id ?? '')),
  })

const answer = (result: ReviewResult, message: string) =>
  result.ok
    ? json(200, { message, request: { id: result.request.id, status: result.request.status } })
    : json(result.status, { error: result.message })

const fileEndpoint = reviewEndpoint('file', async (req, id) => {
  const chosen = await chosenFile(req)
  if ('error' in chosen) return chosen.error
  if (!chosen.file) return json(400, { error: deckMessages.missing })
  return answer(
    await attachPitchDeck(req.payload, req.user, id, chosen.file),
    pitchDeckCopy.fileUploaded,
  )
})

const approveEndpoint = reviewEndpoint('approve', async (req, id) => {
  const chosen = await chosenFile(req)
  if ('error' in chosen) return chosen.error
  return answer(
    await approvePitchDeck(req.payload, req.user, id, { file: chosen.file, origin: siteUrl() }),
    pitchDeckCopy.approved.title,
  )
})

const rejectEndpoint = reviewEndpoint('reject', async (req, id) =>
  answer(await rejectPitchDeck(req.payload, req.user, id), pitchDeckCopy.rejected),
)

/** A small page for a person who followed a link from an e-mail; never cached, never indexed. */
const linkPage = (
  status: number,
  { title, body }: { title: string; body: string },
  product: string,
) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${escapeHtml(product)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2933;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p><p><a href="/">${escapeHtml(product)}</a></p></body></html>`,
    {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
        'X-Robots-Tag': 'noindex',
      },
    },
  )

/**
 * A GET of a file e-mailed to one approved request, for whoever holds the signed link
 * (src/lib/pitchDecks/link.ts, bound to the request and its e-mail address). A token that is not
 * genuine, or belongs to another request, gets 403 and learns nothing about which requests exist.
 */
type LinkText = Parameters<typeof linkPage>[1]

export const signedDownloadEndpoint = ({
  path,
  reportType,
  depth,
  texts,
  serve,
}: {
  path: string
  reportType: ImpactReportRequest['report_type']
  depth: number
  texts: { expired: LinkText; missing: LinkText }
  serve: (
    req: PayloadRequest,
    request: ImpactReportRequest,
    product: string,
  ) => Promise<Response | null>
}): Endpoint => ({
  path,
  method: 'get',
  handler: async (req) => {
    const { payload } = req
    const settings = await payload.findGlobal({
      slug: globalSlugs.siteSettings,
      depth: 0,
      overrideAccess: true,
    })
    const product = settings.site_name || DEFAULT_SITE_NAME
    const token = parseDownloadToken(req.searchParams.get('token'))
    const request = token
      ? await payload.findByID({
          collection: slugs.impactReportRequests,
          id: token.requestId,
          depth,
          overrideAccess: true,
          disableErrors: true,
        })
      : null
    if (!token || !request || request.report_type !== reportType)
      return linkPage(403, deckLinkCopy.invalid, product)
    const check = checkDownloadToken(payload.secret, token, request)
    if (check === 'invalid') return linkPage(403, deckLinkCopy.invalid, product)
    if (check === 'expired') return linkPage(410, texts.expired, product)
    const served = request.status === 'approved' ? await serve(req, request, product) : null
    return served ?? linkPage(404, texts.missing, product)
  },
})

/** GET /api/pitch-deck/download?token=…: the deck of one approved pitch-deck request. */
const downloadEndpoint = signedDownloadEndpoint({
  path: '/pitch-deck/download',
  reportType: 'pitch_deck',
  depth: 1,
  texts: deckLinkCopy,
  serve: async (req, request, product) => {
    const deck = typeof request.pitch_deck_file === 'object' ? request.pitch_deck_file : null
    return deck ? serveDeck(req, deck, downloadName(product, deck)) : null
  },
})

export const pitchDeckEndpoints: Endpoint[] = [
  fileEndpoint,
  approveEndpoint,
  rejectEndpoint,
  downloadEndpoint,
]
