import { givingPaths } from '@/components/giving/paths'
import { readIssuer, statementFileName, statementPdf } from '@/lib/giving/documents'
import { openGivingToken } from '@/lib/giving/link'
import { readStatementRange } from '@/lib/giving/statementRange'
import { findStatement } from '@/lib/giving/summary'
import { getPayload } from '@/lib/payload/client'

import { pdfResponse, seeOther } from '../../../respond'

type Context = { params: Promise<{ token: string }> }

/**
 * The link's donor's giving statement (PDF) of any Lagos days, both included (issue #35), from My
 * giving's plain GET form. Days that are wrong, or hold no gift, go back to the form (303), where
 * the page says why (statementRangeState).
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { token } = await params
  const payload = await getPayload()
  const access = await openGivingToken(payload, token)
  const paths = givingPaths(token)
  if (!access) return seeOther(paths.page)
  const query = new URL(request.url).searchParams
  const from = (query.get('from') ?? '').slice(0, 40)
  const to = (query.get('to') ?? '').slice(0, 40)
  const checked = readStatementRange(from, to)
  const statement = checked.ok ? await findStatement(payload, access, checked.range) : null
  if (!statement) return seeOther(paths.statementRangeRefused(from, to))
  return pdfResponse(
    await statementPdf(statement, await readIssuer(payload)),
    statementFileName(statement.range),
  )
}
