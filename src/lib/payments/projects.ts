import { isCompletedProject } from '@/lib/format'

/** A project a donation can go to: status active and not finished (public-site.md). */
export const isDonatableProject = (project: {
  status?: string | null
  progress_percentage?: number | null
}): boolean => project.status === 'active' && !isCompletedProject(project)
