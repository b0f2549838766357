'use client'

import { useState } from 'react'

import { common } from '@/copy/common'
import { looksLikeEmail, sponsorshipCopy } from '@/copy/sponsorship'

import { toast } from '../ui/Toast.client'
import { Field, inputClass } from './fields'

const copy = sponsorshipCopy.pitchDeck

/** The pitch-deck request inside its modal; the request is sent once the public forms are wired. */
export function PitchDeckForm() {
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!name.trim() || !email.trim()) {
      toast({ ...copy.missing, variant: 'destructive' })
      return
    }
    if (!looksLikeEmail(email)) {
      toast({ ...copy.invalidEmail, variant: 'destructive' })
      return
    }
    toast({ ...common.comingSoon })
  }
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-ink-soft">{copy.lead}</p>
      <Field id="pitch-name" label={copy.name} required>
        <input id="pitch-name" name="full_name" autoComplete="name" required value={name} onChange={(event) => setName(event.target.value)} className={inputClass} />
      </Field>
      <Field id="pitch-email" label={copy.email} required>
        <input id="pitch-email" name="email" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} className={inputClass} />
      </Field>
      <button type="submit" className="btn-primary w-full">
        {copy.submit}
      </button>
    </form>
  )
}
