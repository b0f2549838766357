'use client'

import { volunteerCopy as copy } from '@/copy/volunteer'
import { trackVolunteerInterest } from '@/lib/analytics/track'

import { pressAsButton, triggerId } from '../forms/inPlaceDialog'
import { Island } from '../ui/Island.client'
import { DIALOG_ID } from './dialogId'

type FormModule = typeof import('./VolunteerForm.client')

/** The form as the server renders it; `typeof window` is decided at build time, so the browser's bundle leaves it out. */
const ServerForm: FormModule['VolunteerForm'] | null =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's bundle only
      (require('./VolunteerForm.client') as FormModule).VolunteerForm
    : null

const loadForm = () => import('./VolunteerForm.client').then((module) => module.VolunteerForm)

/**
 * 'Volunteer With Us' and its application dialog (public-site.md, Volunteer Application dialog).
 * Without JavaScript the button is a link to the dialog, which then shows in place, and the form
 * posts to this page. With JavaScript the button opens the server's dialog at once, as a modal;
 * the form's code comes when it is shown and takes the dialog over. Most visitors never open it
 * and never download it.
 */
export function VolunteerDialog({ buttonClassName = 'btn-primary' }: { buttonClassName?: string }) {
  const open = (event: React.MouseEvent) => {
    event.preventDefault()
    trackVolunteerInterest('opened')
    const dialog = document.getElementById(DIALOG_ID)
    if (dialog instanceof HTMLDialogElement) {
      if (!dialog.open) dialog.showModal()
      return
    }
    // Reached by the router and pressed before the form's code came: the page from the server,
    // where the address's # opens it.
    window.location.hash = DIALOG_ID
    window.location.reload()
  }

  return (
    <>
      <a
        id={triggerId(DIALOG_ID)}
        href={`#${DIALOG_ID}`}
        role="button"
        className={buttonClassName}
        onClick={open}
        onKeyDown={pressAsButton}
      >
        {copy.button}
      </a>
      <Island server={() => (ServerForm ? <ServerForm /> : null)} load={loadForm} />
    </>
  )
}
