import { z } from 'zod'

import { adminEndpoint, noStoreJson as json } from '@/access/adminEndpoint'
import { mayRunDiagnostics } from '@/access/rights'
import { diagnosticsCopy } from '@/copy/diagnostics'
import {
  runHealthCheck,
  runInsertCheck,
  runStorageCheck,
  TEST_AMOUNT,
} from '@/lib/diagnostics/checks'

const request = z.object({
  test: z.enum(['health', 'insert', 'storage']),
  amount: z.number().int().min(100).max(10_000).default(TEST_AMOUNT),
})

/**
 * POST /api/paystack-test {test, amount} (back-office.md 7): the payment diagnostics' health check
 * and the debug page's insert and storage tests. Super admins only, checked here: custom endpoints
 * are public by default. The answer is { success, error?, details }, as the spec's page reads it.
 */
export const paystackTestEndpoint = adminEndpoint({
  path: '/paystack-test',
  method: 'post',
  may: mayRunDiagnostics,
  refusal: (error) => ({ success: false, error }),
  handler: async (req) => {
    const parsed = request.safeParse(await req.json?.().catch(() => null))
    if (!parsed.success) return json(400, { success: false, error: diagnosticsCopy.badRequest })
    const { test, amount } = parsed.data
    try {
      const details =
        test === 'health'
          ? await runHealthCheck(req.payload, { amount })
          : test === 'insert'
            ? await runInsertCheck(req.payload)
            : await runStorageCheck()
      const failed = details.checks.filter((check) => check.status === 'fail')
      return json(200, {
        success: details.ok,
        ...(details.ok
          ? {}
          : { error: failed.map((check) => `${check.label}: ${check.detail}`).join(' ') }),
        details,
      })
    } catch (error) {
      req.payload.logger.error({ err: error }, `Diagnostics (${test}) could not run`)
      return json(500, { success: false, error: diagnosticsCopy.failed })
    }
  },
})
