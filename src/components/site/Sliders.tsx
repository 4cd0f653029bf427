'use client'

import { useEffect } from 'react'

import { SLIDE } from './StoreSlider'

/**
 * Moves every slider (./StoreSlider) by nine tenths of its width when one of its buttons is pressed,
 * the other way round in a right-to-left language: one listener for the whole site. Renders nothing.
 */
export function Sliders() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest(`[${SLIDE}]`) : null
      const track = button?.parentElement?.querySelector<HTMLElement>('.slider__track')
      if (!button || !track) return
      const rtl = getComputedStyle(track).direction === 'rtl' ? -1 : 1
      const direction = Number(button.getAttribute(SLIDE))
      track.scrollBy({ left: direction * rtl * track.clientWidth * 0.9, behavior: 'smooth' })
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
  return null
}
