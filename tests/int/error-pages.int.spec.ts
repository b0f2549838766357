// The public site's error screens (public pages that fail to render): the calm message, a retry and the way home.
import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'

import PageError from '@/app/(frontend)/error'
import GlobalError from '@/app/global-error'
import { errorsCopy } from '@/copy/errors'

const failure = Object.assign(new Error('database unreachable'), { digest: '1234' })

describe('error screens', () => {
  it.each([
    ['a page', PageError],
    ['the layout', GlobalError],
  ])(
    'when %s fails: the message, a Try again button and a link home, never the error itself',
    (_, Screen) => {
      const html = renderToStaticMarkup(createElement(Screen, { error: failure, reset: () => {} }))
      expect(html).toContain(`>${errorsCopy.title}</h1>`)
      expect(html).toContain(errorsCopy.text)
      expect(html).toMatch(new RegExp(`<button type="button"[^>]*>${errorsCopy.tryAgain}</button>`))
      expect(html).toMatch(new RegExp(`<a [^>]*href="/"[^>]*>${errorsCopy.home}</a>`))
      expect(html).not.toContain('database unreachable')
    },
  )

  it('the last resort brings its own html and body, since the layout that gives them failed', () => {
    const html = renderToStaticMarkup(
      createElement(GlobalError, { error: failure, reset: () => {} }),
    )
    expect(html).toMatch(/^<html lang="en-NG">(<head><\/head>)?<body style="[^"]+">/)
  })
})
