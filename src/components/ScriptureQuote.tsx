/** A scripture quotation as a quiet card: opening-quote mark, the text, the reference in bold. */
export function ScriptureQuote({
  text,
  reference,
  className = '',
}: {
  text: string
  reference: string
  className?: string
}) {
  return (
    <figure className={`card p-6 text-center ${className}`}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mx-auto mb-3 size-7 text-accent"
        fill="currentColor"
      >
        <path d="M7.2 6C4.9 7.3 3.5 9.6 3.5 12.4V18h6v-6H6.6c.1-1.8 1-3.2 2.6-4.1L7.2 6zm9.5 0c-2.3 1.3-3.7 3.6-3.7 6.4V18h6v-6h-2.9c.1-1.8 1-3.2 2.6-4.1L16.7 6z" />
      </svg>
      <blockquote className="text-lg text-ink-soft italic">&ldquo;{text}&rdquo;</blockquote>
      <figcaption className="mt-3 font-bold text-ink">{reference}</figcaption>
    </figure>
  )
}
