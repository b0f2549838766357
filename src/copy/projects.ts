/** The projects section (home and impact pages), word for word from public-site.md. */
export const projectsCopy = {
  title: 'Our Projects',
  loading: 'Loading projects...',
  active: 'Active Projects',
  completed: 'Completed Projects',
  emptyTitle: 'Projects Coming Soon',
  emptyText: 'We are preparing new projects to bring more church members to fellowship.',
  getNotified: 'Get Notified',
  stayUpdated: {
    title: 'Stay Updated',
    description: 'Follow our news section for project announcements!',
  },
  loadError: 'Unable to load projects. You can still make a general donation.',
  completedPanel: 'Project Completed',
  budget: 'Budget',
  raised: 'Raised',
  progress: 'Progress',
  donate: 'Donate to this project',
  /** An active-list project the donation form cannot take (its status is not active): no dead-end button. */
  notDonatable: {
    planning: 'In planning: gifts open when the project starts',
    paused: 'Paused: not taking gifts for now',
    cancelled: 'Cancelled: no longer taking gifts',
    other: 'Not taking gifts yet',
  },
  details: 'View project',
} as const
