/**
 * The store redirect rule of docs/product-rules.md#shared-elements, in one place: every store button, Get Started, Start Exploring, the footer's
 * Our App and /invite-friends call this. Android and every other device go to the Android listing; iPhone, iPad and
 * iPod go to the iOS listing.
 */
import { SITE_FACTS } from './site-facts.ts'

export type StorePlatform = 'android' | 'ios'

/** The two listings: the site settings' (edited in the Studio); the build-time facts where none were read. */
export type StoreUrls = Record<StorePlatform, string>
const BUILD_TIME_STORES: StoreUrls = { android: SITE_FACTS.androidStoreUrl, ios: SITE_FACTS.iosStoreUrl }

const APPLE_MOBILE = /iPhone|iPad|iPod/i

/** `maxTouchPoints` catches iPadOS, which reports a desktop Safari user agent ("Macintosh") but has a touch screen. */
export function storePlatformFor(userAgent: string, maxTouchPoints = 0): StorePlatform {
  if (APPLE_MOBILE.test(userAgent)) return 'ios'
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return 'ios'
  return 'android'
}

/** `forced` is for buttons that name one store (an "App Store" badge goes to the App Store on any device). */
export function storeUrlFor(
  userAgent: string,
  maxTouchPoints = 0,
  forced?: StorePlatform,
  stores: StoreUrls = BUILD_TIME_STORES,
): string {
  return stores[forced ?? storePlatformFor(userAgent, maxTouchPoints)]
}

/** The URL for the visitor's own device (browser only; before hydration the Android listing is the default). */
export function storeUrlForThisDevice(forced?: StorePlatform, stores?: StoreUrls): string {
  if (typeof navigator === 'undefined') return storeUrlFor('', 0, forced, stores)
  return storeUrlFor(navigator.userAgent, navigator.maxTouchPoints ?? 0, forced, stores)
}
