/** Loaded on demand by <Carousel>: Swiper core, the modules the spec's carousels use, and its CSS. */
import Swiper from 'swiper'
import { A11y, Autoplay, Keyboard, Mousewheel, Navigation, Pagination } from 'swiper/modules'
import type { SwiperOptions } from 'swiper/types'
import 'swiper/css'
import './carousel.css'

export function initSwiper(container: HTMLElement, options: SwiperOptions): () => void {
  const section = container.closest('.carousel') ?? container
  // Swiper brings keyboard control of its own: the native scroll strip's tab stop is no longer needed.
  container.querySelector('.swiper-wrapper')?.removeAttribute('tabindex')
  const swiper = new Swiper(container, {
    modules: [A11y, Autoplay, Keyboard, Mousewheel, Navigation, Pagination],
    direction: 'horizontal',
    navigation: {
      prevEl: section.querySelector<HTMLElement>('.carousel-prev'),
      nextEl: section.querySelector<HTMLElement>('.carousel-next'),
    },
    pagination: {
      el: section.querySelector<HTMLElement>('.carousel-pagination'),
      clickable: true,
      bulletElement: 'button',
    },
    a11y: { enabled: true },
    ...options,
    // Data saver (the mark `app/offline/data-saver-script.ts` sets on <html>): slides move only when the visitor
    // moves them (each autoplayed slide can fetch an image).
    ...(document.documentElement.dataset.saveData === 'on' ? { autoplay: false } : {}),
  })
  return () => swiper.destroy(true, true)
}
