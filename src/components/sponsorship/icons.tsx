/** Line icons for this page (decorative: their text is always beside them). */
const paths = {
  heart: 'M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z',
  car: 'M5 16h14M6 16l1.5-5h9L18 16M7 16v2m10-2v2M8 13.5h.01M16 13.5h.01M7.5 11l1-3h7l1 3',
  shield: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6l7-3zm-3 9l2 2 4-4',
  bus: 'M6 17V6a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v11M6 17h12M6 17v2m12-2v2M6 11h12M9 14.5h.01M15 14.5h.01',
  people:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zm7 0a2.5 2.5 0 1 0 0-5M3.5 19a5.5 5.5 0 0 1 11 0M15 13.5a4.5 4.5 0 0 1 5.5 4.5',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  chart: 'M5 19V10m7 9V5m7 14v-7',
} as const

export function Icon({
  name,
  className = 'size-6',
}: {
  name: keyof typeof paths
  className?: string
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[name]} />
    </svg>
  )
}
