'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

import 'swiper/css'

import { carouselCopy } from '@/copy/sponsorship'

import { showsArrows } from './carousel'

/**
 * Slide widths are also in CSS, so the server's HTML already has the final layout: no shift when
 * Swiper starts, and without JavaScript the row scrolls sideways. `!` beats swiper.css (unlayered).
 */
const widths = {
  // 1 per view, 2 from 640 px, 3 from 1024 px.
  thirds: 'w-full! sm:w-1/2! lg:w-1/3!',
  // Partner cards: 90% on phones, 45% small, 30% large, 25% extra-large.
  partners: 'w-[90%]! sm:w-[45%]! lg:w-[30%]! xl:w-1/4!',
}

/** The same widths as slides per view, at Tailwind's sm, lg and xl breakpoints. */
const perView: Record<keyof typeof widths, [base: number, sm: number, lg: number, xl: number]> = {
  thirds: [1, 2, 3, 3],
  partners: [1 / 0.9, 1 / 0.45, 1 / 0.3, 4],
}

// Swiper needs one slide more than it shows to loop; with fewer it warns and cannot loop anyway.
const canLoop = (count: number, slidesPerView: number) => count > Math.ceil(slidesPerView)

const swiperLayout = (layout: keyof typeof widths, count: number) => {
  const [base, sm, lg, xl] = perView[layout]
  const at = (slidesPerView: number) => ({ slidesPerView, loop: canLoop(count, slidesPerView) })
  return { ...at(base), breakpoints: { 640: at(sm), 1024: at(lg), 1280: at(xl) } }
}

const Arrow = ({
  direction,
  label,
  ready,
  ref,
}: {
  direction: 'prev' | 'next'
  label: string
  ready: boolean
  ref: React.Ref<HTMLButtonElement>
}) => (
  <button
    ref={ref}
    type="button"
    aria-label={label}
    // Until Swiper has started, a press would do nothing; the row scrolls sideways meanwhile.
    disabled={!ready}
    className="inline-flex size-11 items-center justify-center rounded-full border border-line bg-surface text-accent shadow-sm transition hover:bg-surface-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent"
  >
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'prev' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </svg>
  </button>
)

/** Swiper starts when the carousel is this close to the screen. */
const START_MARGIN = '800px'

/**
 * A looping carousel of server-rendered cards; the cards are in the HTML before any script runs.
 * Swiper (about 28 KB of gzipped JavaScript) is downloaded only when the carousel comes near the
 * screen, so a visitor who never scrolls that far on slow, costly data never pays for it.
 */
export function Carousel({
  label,
  itemLabel,
  layout,
  slides,
}: {
  label: string
  itemLabel: string
  layout: keyof typeof widths
  slides: { key: string | number; node: ReactNode }[]
}) {
  const root = useRef<HTMLDivElement>(null)
  const prevEl = useRef<HTMLButtonElement>(null)
  const nextEl = useRef<HTMLButtonElement>(null)
  const [ready, setReady] = useState(false)
  const arrows = showsArrows(slides.length)
  const previous = carouselCopy.previous(itemLabel)
  const next = carouselCopy.next(itemLabel)
  const count = slides.length
  const slideKeys = slides.map((slide) => slide.key).join(' ')

  useEffect(() => {
    const element = root.current
    if (!element) return
    let swiper: { destroy: (deleteInstance?: boolean, cleanStyles?: boolean) => void } | null = null
    let stopped = false
    const start = async () => {
      const [{ default: Swiper }, { A11y, Navigation }] = await Promise.all([
        import('swiper'),
        import('swiper/modules'),
      ])
      if (stopped) return
      swiper = new Swiper(element, {
        modules: [Navigation, A11y],
        ...swiperLayout(layout, count),
        navigation: arrows ? { prevEl: prevEl.current, nextEl: nextEl.current } : false,
        a11y: { prevSlideMessage: previous, nextSlideMessage: next },
      })
      setReady(true)
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        start().catch((error) => console.warn('The carousel could not start', error))
      },
      { rootMargin: START_MARGIN },
    )
    observer.observe(element)
    return () => {
      stopped = true
      observer.disconnect()
      swiper?.destroy(true, true)
    }
    // slideKeys: a changed list is a new element (its key below) that needs its own Swiper.
  }, [layout, count, arrows, previous, next, slideKeys])

  return (
    // A group, not a region: the section around it is already the landmark.
    <div role="group" aria-roledescription="carousel" aria-label={label} data-testid="carousel">
      {/* Swiper's own markup, so its CSS lays the row out before it starts; keyed by the slides so a
          changed list gets a fresh Swiper instead of React reordering nodes Swiper has moved. */}
      <div
        key={slideKeys}
        ref={root}
        // Until Swiper starts (or without script) the row scrolls sideways: keyboards must reach it.
        tabIndex={ready ? undefined : 0}
        className="swiper -mx-3 pt-2! pb-8! [&:not(.swiper-initialized)]:overflow-x-auto!"
      >
        <div className="swiper-wrapper">
          {slides.map((slide) => (
            <div key={slide.key} className={`swiper-slide h-auto! px-3 ${widths[layout]}`}>
              {slide.node}
            </div>
          ))}
        </div>
      </div>
      {arrows ? (
        <div className="mt-6 flex justify-center gap-3">
          <Arrow direction="prev" label={previous} ready={ready} ref={prevEl} />
          <Arrow direction="next" label={next} ready={ready} ref={nextEl} />
        </div>
      ) : null}
    </div>
  )
}
