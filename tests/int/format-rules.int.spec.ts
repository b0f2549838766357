// The public site's display rules (public-site.md sections 4 and 9).
import { describe, expect, it } from 'vitest'

import { formsCopy } from '@/copy/forms'
import { formatDate } from '@/lib/dates'
import { formatNaira, isCompletedProject, raisedAmount } from '@/lib/format'
import { imageOf, initials, normalizeImagePath } from '@/lib/images'

describe('money', () => {
  it('shows naira with thousands grouping and no decimals', () => {
    expect(formatNaira(5_000_000)).toBe('₦5,000,000')
    expect(formatNaira(0)).toBe('₦0')
    expect(formatNaira(1234.6)).toBe('₦1,235')
  })
  it("shows 'TBD' when a project has no budget", () => {
    expect(formatNaira(null)).toBe('TBD')
    expect(formatNaira(undefined)).toBe('TBD')
  })
  it('raised = budget × progress ÷ 100, and unknown without a budget', () => {
    expect(raisedAmount(12_000_000, 65)).toBe(7_800_000)
    expect(raisedAmount(3_333_333, 33)).toBe(1_100_000)
    expect(raisedAmount(4_500_000, 0)).toBe(0)
    expect(raisedAmount(null, 50)).toBeNull()
  })
})

describe('dates', () => {
  it("reads 'MMM dd, yyyy'", () => {
    expect(formatDate('2026-09-04T12:00:00.000Z')).toBe('Sep 04, 2026')
    expect(formatDate(null)).toBe('')
  })
})

describe('project classification', () => {
  it('is completed when the status is completed or progress is 100; otherwise active', () => {
    expect(isCompletedProject({ status: 'completed', progress_percentage: 40 })).toBe(true)
    expect(isCompletedProject({ status: 'active', progress_percentage: 100 })).toBe(true)
    expect(isCompletedProject({ status: 'active', progress_percentage: 99 })).toBe(false)
    expect(isCompletedProject({ status: 'planning', progress_percentage: 0 })).toBe(false)
    expect(isCompletedProject({ status: 'paused', progress_percentage: null })).toBe(false)
  })
})

describe('images and initials', () => {
  it('uses a path starting with http as is, anything else as site-relative', () => {
    expect(normalizeImagePath('https://cdn.example.org/bus.jpg')).toBe(
      'https://cdn.example.org/bus.jpg',
    )
    expect(normalizeImagePath('HTTP://cdn.example.org/bus.jpg')).toBe(
      'HTTP://cdn.example.org/bus.jpg',
    )
    expect(normalizeImagePath('images/bus.jpg')).toBe('/images/bus.jpg')
    expect(normalizeImagePath('/images/bus.jpg')).toBe('/images/bus.jpg')
  })
  it('prefers the uploaded image in the asked size, then the external URL', () => {
    const media = {
      id: 1,
      alt: 'Bus',
      url: '/api/media/file/bus.jpg',
      width: 1200,
      height: 800,
      sizes: { card: { url: '/api/media/file/bus-768.webp', width: 768, height: 512 } },
    }
    expect(imageOf({ image: media as never, image_url: 'https://x.org/y.jpg' }, 'card')).toEqual({
      src: '/api/media/file/bus-768.webp',
      width: 768,
      height: 512,
      alt: 'Bus',
    })
    expect(imageOf({ image: media as never }, 'hero')).toEqual({
      src: '/api/media/file/bus.jpg',
      width: 1200,
      height: 800,
      alt: 'Bus',
    })
    expect(imageOf({ image: null, image_url: 'uploads/bus.jpg' })).toEqual({
      src: '/uploads/bus.jpg',
      alt: '',
    })
    expect(imageOf({ image: null, image_url: null })).toBeNull()
  })
  it('takes the first letters of the first two words, at most 2', () => {
    expect(initials('Grace Logistics Limited')).toBe('GL')
    expect(initials('adaeze')).toBe('A')
    expect(initials('  Kingdom   Movers ')).toBe('KM')
    expect(initials('')).toBe('')
  })
})

// Issue #29: '… Amount (₦), Are you a member of a church?.' ended in two marks.
describe('naming the fields still to fill in', () => {
  it('ends with one full stop, or with the last label’s own question mark', () => {
    expect(formsCopy.stillToFill(['Full Name', 'Email Address'])).toBe(
      'Still to fill in: Full Name, Email Address.',
    )
    expect(formsCopy.stillToFill(['Amount (₦)', 'Are you a member of a church?'])).toBe(
      'Still to fill in: Amount (₦), Are you a member of a church?',
    )
  })
})
