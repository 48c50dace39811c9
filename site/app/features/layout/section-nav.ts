/**
 * Pricing, Our App and Contact scroll to their section (docs/product-rules.md#shared-elements, #constants): on home at once; from any other page the
 * view first goes to / and scrolls after 1200 ms. Our App stops 20 px above its section.
 *
 * From another page the section rides with the navigation (its location state) and the layout scrolls to it once home
 * is drawn (`scrollToAskedSection`, after its own scroll to the top: `site/app/routes/main-layout.tsx`), no sooner
 * than the delay after the click. A timer started at the click alone would find no section when home takes longer
 * than the delay to arrive, or be undone by that scroll to the top.
 */
import { useCallback } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useLocalized } from '../../lib/language.ts'
import { prefersReducedMotion } from '../../lib/motion.ts'

export const SECTION_SCROLL_DELAY_MS = 1200

export const SECTIONS = {
  pricing: { id: 'pricing', offset: 0 },
  downloadApp: { id: 'downloadApp', offset: 20 },
  contact: { id: 'contact', offset: 0 },
} as const

export type SectionName = keyof typeof SECTIONS

/** The location state of a navigation to home that should end at a section: which, and from when (epoch ms). */
interface AskedSection {
  section: SectionName
  notBefore: number
}

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
  const localized = useLocalized()
  const home = localized('/')
  return useCallback(
    (name: SectionName) => {
      if (pathname === home) {
        scrollToSection(name)
        return
      }
      const asked: AskedSection = { section: name, notBefore: Date.now() + SECTION_SCROLL_DELAY_MS }
      navigate(home, { state: asked })
    },
    [pathname, navigate, home],
  )
}

const isAskedSection = (state: unknown): state is AskedSection =>
  typeof state === 'object' &&
  state !== null &&
  'section' in state &&
  typeof state.section === 'string' &&
  Object.hasOwn(SECTIONS, state.section) &&
  'notBefore' in state &&
  typeof state.notBefore === 'number'

/**
 * For the layout, once a route change is drawn: scrolls to the section the navigation asked for (its location
 * state), when the delay since the click has passed. Returns the cancel, for the effect's cleanup.
 */
export function scrollToAskedSection(locationState: unknown): () => void {
  if (!isAskedSection(locationState)) return () => {}
  const { section, notBefore } = locationState
  const timer = window.setTimeout(() => scrollToSection(section), Math.max(0, notBefore - Date.now()))
  return () => window.clearTimeout(timer)
}
