import { givingPaths } from '@/components/giving/paths'
import { givingCopy } from '@/copy/giving'
import { readIssuer, receiptFileName, receiptPdf } from '@/lib/giving/documents'
import { openGivingToken } from '@/lib/giving/link'
import { findReceipt } from '@/lib/giving/summary'
import { getPayload } from '@/lib/payload/client'

import { pdfResponse, plainText, seeOther } from '../../../respond'

type Context = { params: Promise<{ token: string; donationId: string }> }

/** The receipt (PDF) of one of the link's donor's gifts; any other gift is not found. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { token, donationId } = await params
  const payload = await getPayload()
  const access = await openGivingToken(payload, token)
  if (!access) return seeOther(givingPaths(token).page)
  const receipt = /^\d{1,10}$/.test(donationId)
    ? await findReceipt(payload, access, Number(donationId))
    : null
  if (!receipt) return plainText(404, givingCopy.documentMissing)
  return pdfResponse(
    await receiptPdf(receipt, await readIssuer(payload)),
    receiptFileName(receipt.reference),
  )
}
