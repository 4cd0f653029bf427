'use client'

import { useRef, type ReactNode } from 'react'

/**
 * A horizontal, scroll-snapping list: swipeable by touch, scrollable by keyboard (the list is
 * focusable), with previous/next buttons; card sizes are fixed in CSS, so nothing shifts.
 */
export function StoreSlider({
  children,
  previous,
  next,
}: {
  children: ReactNode
  previous: string
  next: string
}) {
  const list = useRef<HTMLUListElement>(null)
  const scroll = (direction: 1 | -1) => {
    const element = list.current
    if (!element) return
    const rtl = getComputedStyle(element).direction === 'rtl' ? -1 : 1
    element.scrollBy({ left: direction * rtl * element.clientWidth * 0.9, behavior: 'smooth' })
  }
  return (
    <div className="slider">
      <button
        type="button"
        className="slider__button"
        aria-label={previous}
        onClick={() => scroll(-1)}
      >
        ‹
      </button>
      <ul ref={list} className="slider__track" tabIndex={0}>
        {children}
      </ul>
      <button type="button" className="slider__button" aria-label={next} onClick={() => scroll(1)}>
        ›
      </button>
    </div>
  )
}
