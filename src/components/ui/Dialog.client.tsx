'use client'

import { useEffect, useRef, type ReactNode } from 'react'

import {
  adoptTargetedDialog,
  inPlaceDialogClass,
  pressAsButton,
  triggerId,
} from '../forms/inPlaceDialog'
import { CloseIcon } from './CloseIcon'

type Props = {
  /** What opens the dialog: rendered inside a button, or a link that still works without JavaScript. */
  trigger: ReactNode
  triggerClassName?: string
  /** Without JavaScript the trigger follows this link instead of opening the dialog. */
  href?: string
  /** The dialog's id: without JavaScript the trigger is a link to it and it shows in place (a form inside still works). */
  id?: string
  title: string
  children: ReactNode
  size?: 'md' | 'lg' | '2xl'
}

const widths = { md: 'max-w-md', lg: 'max-w-lg', '2xl': 'max-w-2xl' }

/** A modal on the native <dialog>: focus trap, Escape and backdrop come from the browser. */
export function Dialog({
  trigger,
  triggerClassName,
  href,
  id,
  title,
  children,
  size = 'lg',
}: Props) {
  const ref = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    adoptTargetedDialog(ref.current)
  }, [])
  const open = (event: React.MouseEvent) => {
    event.preventDefault()
    ref.current?.showModal()
  }
  return (
    <>
      {href ? (
        <a href={href} onClick={open} className={triggerClassName}>
          {trigger}
        </a>
      ) : id ? (
        <a
          id={triggerId(id)}
          href={`#${id}`}
          role="button"
          onClick={open}
          onKeyDown={pressAsButton}
          className={triggerClassName}
        >
          {trigger}
        </a>
      ) : (
        <button type="button" onClick={open} className={triggerClassName}>
          {trigger}
        </button>
      )}
      <dialog
        ref={ref}
        id={id}
        aria-label={title}
        onClick={(event) => event.target === ref.current && ref.current?.close()}
        className={`m-auto w-[calc(100%-2rem)] ${widths[size]} rounded-3xl border border-line bg-surface p-0 text-ink shadow-2xl backdrop:bg-charcoal/60 backdrop:backdrop-blur-sm ${id ? inPlaceDialogClass : ''}`}
      >
        <div className="max-h-[85vh] overflow-y-auto p-6 sm:p-8">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 className="heading-display text-2xl">{title}</h2>
            <DialogCloseButton
              href={id ? `#${triggerId(id)}` : undefined}
              onClose={() => ref.current?.close()}
            />
          </div>
          {children}
        </div>
      </dialog>
    </>
  )
}

/**
 * The ✕. With `href` (a dialog shown in place without JavaScript) it is a link there, which ends
 * the :target; once the dialog is a modal its click just closes it.
 */
export function DialogCloseButton({ onClose, href }: { onClose: () => void; href?: string }) {
  const className = 'rounded-full p-2 text-ink-soft hover:bg-surface-muted'
  const icon = <CloseIcon />
  if (href)
    return (
      <a
        href={href}
        role="button"
        aria-label="Close"
        onClick={(event) => {
          if (!event.currentTarget.closest('dialog')?.matches(':modal')) return
          event.preventDefault()
          onClose()
        }}
        onKeyDown={pressAsButton}
        className={className}
      >
        {icon}
      </a>
    )
  return (
    <button type="button" onClick={onClose} aria-label="Close" className={className}>
      {icon}
    </button>
  )
}
