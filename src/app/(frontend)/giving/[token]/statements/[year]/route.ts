import { givingPaths } from '@/components/giving/paths'
import { givingCopy } from '@/copy/giving'
import { readIssuer, statementFileName, statementPdf } from '@/lib/giving/documents'
import { openGivingToken } from '@/lib/giving/link'
import { yearRange } from '@/lib/giving/statementRange'
import { findStatement } from '@/lib/giving/summary'
import { getPayload } from '@/lib/payload/client'

import { pdfResponse, plainText, seeOther } from '../../../respond'

type Context = { params: Promise<{ token: string; year: string }> }

/** The link's donor's giving statement (PDF) of a Lagos calendar year that has gifts. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { token, year } = await params
  const payload = await getPayload()
  const access = await openGivingToken(payload, token)
  if (!access) return seeOther(givingPaths(token).page)
  const statement =
    /^\d{4}$/.test(year) && Number(year) >= 2000
      ? await findStatement(payload, access, yearRange(Number(year)))
      : null
  if (!statement) return plainText(404, givingCopy.documentMissing)
  return pdfResponse(
    await statementPdf(statement, await readIssuer(payload)),
    statementFileName(statement.range),
  )
}
