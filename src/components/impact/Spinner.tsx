/** A loading indicator that screen readers announce; the ring stops turning for reduced motion. */
export function Spinner({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="flex flex-col items-center gap-3 py-12 text-ink-soft"
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-line border-t-accent motion-reduce:animate-none"
      />
      <span className="text-sm">{label}</span>
    </div>
  )
}
