// The back office's display rules (back-office.md section 9), as its list cells use them.
import { describe, expect, it } from 'vitest'

import { areaTags, openableUrl, truncate } from '@/lib/display'

describe('admin table display rules', () => {
  it('cuts motivation and purpose at 50, address at 30, description at 100 characters', () => {
    const long = 'a'.repeat(120)
    expect(truncate(long, 50)).toBe(`${'a'.repeat(50)}…`)
    expect(truncate(long, 30)).toHaveLength(31)
    expect(truncate(long, 100)).toHaveLength(101)
    expect(truncate('short enough', 30)).toBe('short enough')
    expect(truncate('a'.repeat(30), 30)).toBe('a'.repeat(30))
  })

  it('shows two preferred areas as tags, then how many more', () => {
    expect(areaTags('Marketing')).toEqual({ shown: ['Marketing'], more: 0 })
    expect(areaTags('Marketing, Finance')).toEqual({ shown: ['Marketing', 'Finance'], more: 0 })
    expect(areaTags('Marketing, Finance, Logistics, Product')).toEqual({
      shown: ['Marketing', 'Finance'],
      more: 2,
    })
    expect(areaTags(' , ')).toEqual({ shown: [], more: 0 })
  })

  it('opens our own file routes and web links as they are, and puts https:// before a bare host', () => {
    expect(openableUrl('/api/volunteer-resumes/file/1763.pdf')).toBe(
      '/api/volunteer-resumes/file/1763.pdf',
    )
    expect(openableUrl('http://example.org/cv.pdf')).toBe('http://example.org/cv.pdf')
    expect(openableUrl('drive.example.org/cv.pdf')).toBe('https://drive.example.org/cv.pdf')
    expect(openableUrl('   ')).toBeNull()
  })
})
