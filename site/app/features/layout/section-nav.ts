/**
 * Pricing, Our App and Contact scroll to their section (docs/product-rules.md#shared-elements, #constants): on home at once; from any other page the
 * view first goes to / and scrolls after 1200 ms. Our App stops 20 px above its section.
 */
import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { prefersReducedMotion } from '../../lib/motion.ts'

export const SECTION_SCROLL_DELAY_MS = 1200

export const SECTIONS = {
  pricing: { id: 'pricing', offset: 0 },
  downloadApp: { id: 'downloadApp', offset: 20 },
  contact: { id: 'contact', offset: 0 },
} as const

export type SectionName = keyof typeof SECTIONS

export function scrollToSection(name: SectionName) {
  const { id, offset } = SECTIONS[name]
  const element = document.getElementById(id)
  if (!element) return
  const top = element.getBoundingClientRect().top + window.scrollY - offset
  window.scrollTo({ top, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
}

export function useSectionNav() {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  return useCallback(
    (name: SectionName) => {
      if (pathname === '/') {
        scrollToSection(name)
        return
      }
      navigate('/')
      window.setTimeout(() => scrollToSection(name), SECTION_SCROLL_DELAY_MS)
    },
    [pathname, navigate],
  )
}
