'use client'

import { toast, type ToastMessage } from '../ui/toast'

/** 'Get Notified': its words come from the server, so the projects' copy stays off the client. */
export function ComingSoonNotice({ label, notice }: { label: string; notice: ToastMessage }) {
  return (
    <button type="button" className="btn-primary" onClick={() => toast(notice)}>
      {label}
    </button>
  )
}
