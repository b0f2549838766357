'use client'

import { useState, type ReactNode } from 'react'
import { A11y, Navigation } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'

import 'swiper/css'

import { sponsorshipCopy } from '@/copy/sponsorship'

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
  onRef,
}: {
  direction: 'prev' | 'next'
  label: string
  onRef: (element: HTMLButtonElement | null) => void
}) => (
  <button
    ref={onRef}
    type="button"
    aria-label={label}
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

/** A looping carousel of server-rendered cards; the cards are in the HTML before any script runs. */
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
  const [prevEl, setPrevEl] = useState<HTMLButtonElement | null>(null)
  const [nextEl, setNextEl] = useState<HTMLButtonElement | null>(null)
  const arrows = showsArrows(slides.length)
  const previous = sponsorshipCopy.carousel.previous(itemLabel)
  const next = sponsorshipCopy.carousel.next(itemLabel)
  return (
    // A group, not a region: the section around it is already the landmark.
    <div role="group" aria-roledescription="carousel" aria-label={label} data-testid="carousel">
      <Swiper
        modules={[Navigation, A11y]}
        {...swiperLayout(layout, slides.length)}
        navigation={arrows ? { prevEl, nextEl } : false}
        a11y={{ prevSlideMessage: previous, nextSlideMessage: next }}
        className="-mx-3 pt-2! pb-8! [&:not(.swiper-initialized)]:overflow-x-auto!"
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key} className={`h-auto! px-3 ${widths[layout]}`}>
            {slide.node}
          </SwiperSlide>
        ))}
      </Swiper>
      {arrows ? (
        <div className="mt-6 flex justify-center gap-3">
          <Arrow direction="prev" label={previous} onRef={setPrevEl} />
          <Arrow direction="next" label={next} onRef={setNextEl} />
        </div>
      ) : null}
    </div>
  )
}
