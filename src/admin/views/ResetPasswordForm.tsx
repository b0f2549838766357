'use client'

import { Button, toast } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import React, { useState } from 'react'

import { authCopy } from '@/copy/auth'

type Problem = { title: string; description: string }

const serverMessage = (body: unknown): string | undefined => {
  const errors = (
    body as { errors?: { message?: string; data?: { errors?: { message?: string }[] } }[] }
  )?.errors
  return errors?.[0]?.data?.errors?.[0]?.message || errors?.[0]?.message
}

/** New password and confirmation; the server (Users' beforeOperation) enforces the minimum again. */
export function ResetPasswordForm({ token, loginHref }: { token: string; loginHref: string }) {
  const router = useRouter()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [problem, setProblem] = useState<Problem | null>(null)
  const [busy, setBusy] = useState(false)

  const refuse = (next: Problem) => {
    setProblem(next)
    toast.error(next.title, { description: next.description })
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (password !== confirm) return refuse(authCopy.passwordMismatch)
    if (password.length < authCopy.passwordMinLength) return refuse(authCopy.passwordTooShort)
    setBusy(true)
    setProblem(null)
    try {
      const response = await fetch('/api/users/reset-password', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token, password }),
      })
      if (!response.ok) {
        refuse({
          title: authCopy.passwordUpdateFailed,
          description:
            serverMessage(await response.json().catch(() => null)) || authCopy.unexpectedError,
        })
        return
      }
      // Payload's reset also signs in; the spec sends the user to sign in with the new password.
      await fetch('/api/users/logout', { method: 'POST', credentials: 'include' }).catch(
        () => undefined,
      )
      toast.success(authCopy.passwordUpdated.title, {
        description: authCopy.passwordUpdated.description,
      })
      router.push(loginHref)
      router.refresh()
    } catch {
      refuse({ title: authCopy.passwordUpdateFailed, description: authCopy.unexpectedError })
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="reset-password__form"
      style={{ display: 'grid', gap: '1.25rem', marginBottom: '1.5rem' }}
    >
      <div className="field-type password">
        <label className="field-label" htmlFor="new-password">
          New Password
        </label>
        <div className="field-type__wrap">
          <input
            id="new-password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        </div>
      </div>
      <div className="field-type password">
        <label className="field-label" htmlFor="confirm-password">
          Confirm Password
        </label>
        <div className="field-type__wrap">
          <input
            id="confirm-password"
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            required
          />
        </div>
      </div>
      {problem ? (
        <div
          role="alert"
          className="reset-password__error"
          style={{ color: 'var(--theme-error-500)' }}
        >
          <strong>{problem.title}</strong>
          <p style={{ margin: 0 }}>{problem.description}</p>
        </div>
      ) : null}
      <Button type="submit" size="large" buttonStyle="primary" margin={false} disabled={busy}>
        Update Password
      </Button>
    </form>
  )
}
