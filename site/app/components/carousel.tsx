/**
 * A carousel whose slides are plain pre-rendered HTML (a scroll-snap strip without JavaScript) and which becomes a
 * Swiper only once it nears the view or (200 px ahead of it), so Swiper's ~30 KB stay off the first load
 * (docs/product-rules.md#platform). Swiper options are the caller's (docs/product-rules.md#constants values live with each carousel).
 */
import { type ReactNode, useEffect, useRef } from 'react'
import type { SwiperOptions } from 'swiper/types'
import { useSaveData } from '../lib/use-save-data.ts'
import { ArrowRightIcon } from './icons.tsx'

export function Carousel({
  label,
  options,
  slides,
  className = '',
}: {
  label: string
  options: SwiperOptions
  slides: { key: string; content: ReactNode }[]
  className?: string
}) {
  const root = useRef<HTMLDivElement>(null)
  // With the data saver on, slides move only when the visitor moves them (each slide can fetch an image).
  const saveData = useSaveData()
  const optionsRef = useRef(saveData ? { ...options, autoplay: false } : options)

  useEffect(() => {
    const container = root.current
    if (!container) return
    let cancelled = false
    let destroy: (() => void) | undefined
    const start = () => {
      observer.disconnect()
      import('./swiper-init.ts').then(({ initSwiper }) => {
        if (!cancelled && container.isConnected) destroy = initSwiper(container, optionsRef.current)
      })
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start()
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(container)
    return () => {
      cancelled = true
      observer.disconnect()
      destroy?.()
    }
  }, [])

  return (
    <section className={`carousel ${className}`} aria-roledescription="carousel" aria-label={label}>
      <div ref={root} className="swiper">
        {/* Until Swiper takes over, the strip scrolls natively and must be reachable by keyboard. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region needs a tab stop (axe scrollable-region-focusable) */}
        <div className="swiper-wrapper" tabIndex={0}>
          {slides.map((slide) => (
            <div key={slide.key} className="swiper-slide">
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className="carousel-controls">
        <button type="button" className="carousel-prev icon-button" aria-label="Previous slide">
          <ArrowRightIcon style={{ transform: 'rotate(180deg)' }} />
        </button>
        <div className="carousel-pagination" />
        <button type="button" className="carousel-next icon-button" aria-label="Next slide">
          <ArrowRightIcon />
        </button>
      </div>
    </section>
  )
}
