import { aboutPage } from './aboutPage'
import { homePage } from './homePage'
import { pricing } from './pricing'
import { servicesPage } from './servicesPage'
import { siteSettings } from './siteSettings'

/**
 * One document each, whose id is its type name: the Studio opens it directly and offers no create, duplicate or
 * delete; the site and the seed read it by that id.
 */
export const singletonTypes = [siteSettings, homePage, aboutPage, servicesPage, pricing]

export const SINGLETON_IDS = {
  siteSettings: 'siteSettings',
  homePage: 'homePage',
  aboutPage: 'aboutPage',
  servicesPage: 'servicesPage',
  pricing: 'pricing',
} as const

export type SingletonType = keyof typeof SINGLETON_IDS

export const isSingletonType = (type: string): type is SingletonType => Object.hasOwn(SINGLETON_IDS, type)

export { aboutPage, homePage, pricing, servicesPage, siteSettings }
