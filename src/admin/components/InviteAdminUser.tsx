'use client'

import { Button, toast, useAuth } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import React, { useState } from 'react'

import { mayInviteAdmins } from '@/access/rights'
import { ROLES, SECTIONS, type Role, type Section } from '@/access/sections'
import { adminCopy } from '@/copy/admin'
import { authCopy } from '@/copy/auth'

type Grant = { can_view: boolean; can_edit: boolean }
const defaults = (): Record<Section, Grant> =>
  Object.fromEntries(
    SECTIONS.map(({ value }) => [value, { can_view: true, can_edit: false }]),
  ) as Record<Section, Grant>

/**
 * 'Invite Admin User' above the Admin Users table (super admins only): e-mail, full name, role and
 * the per-section permissions; POST /api/workflows/users/invite creates the account and e-mails
 * the link to choose a password.
 */
export function InviteAdminUser() {
  const { user } = useAuth<{ id: number | string; role?: Role; is_active?: boolean }>()
  const router = useRouter()
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [fullName, setFullName] = useState('')
  const [role, setRole] = useState<Role>('admin')
  const [permissions, setPermissions] = useState(defaults)
  const [busy, setBusy] = useState(false)
  if (!mayInviteAdmins(user)) return null

  const grant = (section: Section, kind: keyof Grant, value: boolean) =>
    setPermissions((current) => ({ ...current, [section]: { ...current[section], [kind]: value } }))

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!email.trim()) {
      toast.error(authCopy.inviteEmailRequired)
      return
    }
    setBusy(true)
    try {
      const response = await fetch('/api/workflows/users/invite', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, full_name: fullName, role, permissions }),
      })
      const body = (await response.json().catch(() => ({}))) as { error?: string; message?: string }
      if (!response.ok) {
        toast.error(body.error || authCopy.failedSaveAdminUser)
        return
      }
      toast.success(body.message || authCopy.inviteSent(email))
      setEmail('')
      setFullName('')
      setRole('admin')
      setPermissions(defaults())
      setOpen(false)
      router.refresh()
    } catch {
      toast.error(authCopy.failedSaveAdminUser)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <Button
        buttonStyle={open ? 'secondary' : 'primary'}
        size="medium"
        margin={false}
        onClick={() => setOpen(!open)}
        aria-expanded={open}
      >
        {authCopy.inviteButton}
      </Button>
      {open ? (
        <form
          onSubmit={submit}
          aria-label={authCopy.inviteButton}
          style={{
            display: 'grid',
            gap: '1rem',
            maxWidth: '40rem',
            marginTop: '1rem',
            padding: '1rem',
            border: '1px solid var(--theme-elevation-150)',
          }}
        >
          <label className="fr-field">
            E-mail (required)
            <input
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
              autoComplete="off"
            />
          </label>
          <label className="fr-field">
            Full name
            <input
              type="text"
              value={fullName}
              onChange={(e) => setFullName(e.target.value)}
              autoComplete="off"
            />
          </label>
          <label className="fr-field">
            Role
            <select value={role} onChange={(e) => setRole(e.target.value as Role)}>
              {ROLES.map((value) => (
                <option key={value} value={value}>
                  {value === 'super_admin' ? 'Super admin' : 'Admin'}
                </option>
              ))}
            </select>
          </label>
          {role === 'admin' ? (
            <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ marginBottom: '0.5rem' }}>Permissions</legend>
              <p style={{ margin: '0 0 0.5rem' }}>{adminCopy.alwaysVisible}</p>
              <table>
                <thead>
                  <tr>
                    <th align="left">Section</th>
                    <th>Can view</th>
                    <th>Can edit</th>
                  </tr>
                </thead>
                <tbody>
                  {SECTIONS.map(({ value, label }) => (
                    <tr key={value}>
                      <td>{label}</td>
                      <td align="center">
                        <input
                          type="checkbox"
                          aria-label={`${label}: can view`}
                          checked={permissions[value].can_view}
                          onChange={(e) => grant(value, 'can_view', e.target.checked)}
                        />
                      </td>
                      <td align="center">
                        <input
                          type="checkbox"
                          aria-label={`${label}: can edit`}
                          checked={permissions[value].can_edit}
                          onChange={(e) => grant(value, 'can_edit', e.target.checked)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </fieldset>
          ) : null}
          <div style={{ display: 'flex', gap: '0.5rem' }}>
            <Button
              type="submit"
              buttonStyle="primary"
              size="medium"
              margin={false}
              disabled={busy}
            >
              Send invitation
            </Button>
            <Button
              buttonStyle="secondary"
              size="medium"
              margin={false}
              onClick={() => setOpen(false)}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  )
}
