'use client'

import { projectsCopy } from '@/copy/projects'

import { toast } from '../ui/Toast.client'

export function ComingSoonNotice() {
  return (
    <button type="button" className="btn-primary" onClick={() => toast(projectsCopy.stayUpdated)}>
      {projectsCopy.getNotified}
    </button>
  )
}
