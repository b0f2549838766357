'use client'

import { useEffect } from 'react'

import { errorsCopy } from '@/copy/errors'

// The layout itself failed, so neither its stylesheet nor its fonts can be counted on: inline styles in the site's colours.
const page = {
  margin: 0,
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: '#f3fdf8',
  color: '#223333',
  fontFamily: 'system-ui, sans-serif',
  textAlign: 'center',
} as const
const button = {
  border: 0,
  borderRadius: '0.75rem',
  padding: '0.75rem 1.5rem',
  background: '#0d4740',
  color: '#ffffff',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
} as const

/** The last resort when even the layout fails: its own html and body, a retry and the way home. */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  useEffect(() => console.error(error), [error])
  return (
    <html lang="en-NG">
      <body style={page}>
        <main role="alert" style={{ padding: '1.5rem', maxWidth: '32rem' }}>
          <h1
            style={{
              fontFamily: 'Georgia, serif',
              color: '#0d4740',
              fontSize: '2rem',
              margin: '0 0 1rem',
            }}
          >
            {errorsCopy.title}
          </h1>
          <p style={{ fontSize: '1.125rem', margin: '0 0 1.5rem' }}>{errorsCopy.text}</p>
          <button type="button" onClick={reset} style={button}>
            {errorsCopy.tryAgain}
          </button>
          <p style={{ margin: '1.25rem 0 0' }}>
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load: the client router may be what failed */}
            <a href="/" style={{ color: '#0d4740', fontWeight: 600 }}>
              {errorsCopy.home}
            </a>
          </p>
        </main>
      </body>
    </html>
  )
}
