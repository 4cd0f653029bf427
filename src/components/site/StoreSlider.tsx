import type { ReactNode } from 'react'

/** The attribute of a slider's previous (-1) and next (1) buttons, by which ./Sliders finds them. */
export const SLIDE = 'data-slide'

/**
 * A horizontal, scroll-snapping list: swipeable by touch, scrollable by keyboard (the list is
 * focusable), with previous/next buttons; card sizes are fixed in CSS, so nothing shifts. Drawn on the
 * server: one listener for every slider of the site moves them (./Sliders), so a page with sliders
 * loads no code of its own for them.
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
  return (
    <div className="slider">
      <button type="button" className="slider__button" aria-label={previous} data-slide={-1}>
        ‹
      </button>
      <ul className="slider__track" tabIndex={0}>
        {children}
      </ul>
      <button type="button" className="slider__button" aria-label={next} data-slide={1}>
        ›
      </button>
    </div>
  )
}
