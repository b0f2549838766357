import { impactCopy } from '@/copy/impact'

/** '#' is how the old data said "no profile", so it counts as none. */
export const hasLinkedIn = (url: string | null | undefined): url is string =>
  Boolean(url && url.trim() !== '#')

export function LinkedInLink({ url, name }: { url: string | null | undefined; name: string }) {
  if (!hasLinkedIn(url)) return null
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={impactCopy.team.linkedin(name)}
      className="inline-flex size-11 items-center justify-center rounded-xl border border-line text-accent transition hover:bg-surface-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
        <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3V9.75zM9.5 9.75h3.83v1.54h.05c.53-1 1.84-2.06 3.79-2.06 4.05 0 4.8 2.67 4.8 6.13V21h-4v-5.02c0-1.2-.02-2.74-1.67-2.74-1.67 0-1.93 1.3-1.93 2.65V21h-4V9.75z" />
      </svg>
    </a>
  )
}
