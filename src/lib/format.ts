const naira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
})

/** public-site.md section 9: NGN, en-NG, no decimals; a missing budget shows 'TBD'. */
export const formatNaira = (amount: number | null | undefined): string =>
  amount === null || amount === undefined ? 'TBD' : naira.format(amount)

/** Raised amount = budget × progress ÷ 100. */
export const raisedAmount = (
  budget: number | null | undefined,
  progress: number | null | undefined,
): number | null =>
  budget === null || budget === undefined ? null : Math.round((budget * (progress ?? 0)) / 100)

/** Completed if status is completed or progress is 100; otherwise active. */
export const isCompletedProject = (project: {
  status?: string | null
  progress_percentage?: number | null
}): boolean => project.status === 'completed' || project.progress_percentage === 100

/**
 * The one rule every page counts 'active projects' by: the spec's Active list (not completed), so
 * a project in planning is listed and counted, though it takes no gifts (isDonatableProject).
 */
export const isActiveProject = (project: {
  status?: string | null
  progress_percentage?: number | null
}): boolean => !isCompletedProject(project)
