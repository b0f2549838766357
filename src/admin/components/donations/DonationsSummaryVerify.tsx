'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import React, { useState } from 'react'

import { donorsCopy } from '@/copy/donors'

/**
 * 'Verify Pending Payments': asks Paystack about every pending payment now (endpoints/admin/
 * verifyPayments.ts), reports how many were verified, then reloads the counts and the list. Disabled
 * while it runs, so a double click asks once.
 */
export function VerifyPendingPaymentsButton({ endpoint }: { endpoint: string }) {
  const router = useRouter()
  const [running, setRunning] = useState(false)
  const verify = async () => {
    if (running) return
    setRunning(true)
    try {
      const response = await fetch(endpoint, { method: 'POST', credentials: 'include' })
      const body = (await response.json().catch(() => ({}))) as { verified?: number }
      if (!response.ok || typeof body.verified !== 'number') {
        toast.error(donorsCopy.verify.failed)
        return
      }
      toast.success(donorsCopy.verify.complete, {
        description: donorsCopy.verify.completeDescription(body.verified),
      })
      router.refresh()
    } catch {
      toast.error(donorsCopy.verify.failed)
    } finally {
      setRunning(false)
    }
  }
  return (
    <Button
      buttonStyle="primary"
      size="small"
      margin={false}
      disabled={running}
      onClick={verify}
      aria-busy={running}
    >
      {running ? donorsCopy.verify.running : donorsCopy.verify.button}
    </Button>
  )
}
