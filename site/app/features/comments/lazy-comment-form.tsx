/**
 * The comment form's code loads only when a reader comes near the comments: a phone shows the post's top, and the
 * form sits far below it. The server still renders the whole form into the HTML, in place (never streamed in later,
 * which hydration would give up: `site/app/entry.server.tsx`); in the browser its Suspense boundary stays the server's
 * HTML (React hydrates it once the code is here), so nothing moves or flashes. The code is asked for when the comments
 * section comes within `NEAR` of the screen, or at the first touch, click or focus inside it (a Reply button, a
 * field), whichever comes first.
 *
 * Until then the form can be typed into (the code takes those values over: `comment-form.tsx`) but not sent: its
 * button stays disabled, so the server's HTML never submits the page by itself. The service worker keeps this code
 * when a post page goes by (`site/app/offline/worker/sw.ts`), so a reader who goes offline before scrolling down
 * still gets the form.
 *
 * What React does with a boundary that is still the server's HTML: an update that would change what is above it
 * (a context value) must render it; a transition (React Router's updates) then waits for the code, keeping the screen
 * as it is (a link to another page renders without the form, so it never waits), while an urgent update would draw
 * the boundary afresh without the server's HTML. So nothing above the post may change a context value urgently: the
 * theme, for one, is not a context value (`site/app/lib/theme.tsx`).
 */
import { type ComponentProps, lazy, memo, type RefObject, Suspense, useEffect } from 'react'
import type { CommentForm } from './comment-form.tsx'

type FormModule = typeof import('./comment-form.tsx')

/**
 * How far below the screen the comments section starts the form's download: half a screen (about 400 px on a phone).
 * Enough for the code (about 3 KB gzip) to arrive while the reader scrolls there; a reader quicker than that can
 * already type (nothing is lost) and sends once it is here. More would load it on most posts for readers who never
 * scroll down: the seed's shorter posts have their comments one and a half to two screens down.
 */
const NEAR = '0px 0px 50% 0px'

let release: (module: FormModule) => void = () => {}
/** Settles only once the code has arrived: a boundary waiting on it keeps the server's HTML meanwhile. */
const formModule = new Promise<FormModule>((resolve) => {
  release = resolve
})
let asked = false

/** Starts the form's download (once); a failure (offline, no saved copy) leaves the server's form for the next try. */
export function loadCommentForm(): void {
  if (asked) return
  asked = true
  import('./comment-form.tsx').then(release, () => {
    asked = false
  })
}

// The server renders the form into every post page's HTML.
if (import.meta.env.SSR) loadCommentForm()

const Form = lazy(() => formModule.then((module) => ({ default: module.CommentForm })))

/**
 * The comment or reply form, rendered once its code is here. Memoised, and its callers pass props that never change
 * (`onSent` a state setter): a Suspense boundary that is still the server's HTML and gets new props is rendered
 * afresh by React, which would throw that HTML away.
 */
export const LazyCommentForm = memo(function LazyCommentForm(props: ComponentProps<typeof CommentForm>) {
  return (
    <Suspense fallback={<AskForTheForm />}>
      <Form {...props} />
    </Suspense>
  )
})

/**
 * Never drawn while hydration keeps the server's form. When React does draw the boundary before the code is here (a
 * post reached by a link, or, rarely, React giving up the server's HTML), the form must not stay missing until the
 * reader happens to scroll near: this asks for the code at once.
 */
function AskForTheForm() {
  useEffect(loadCommentForm, [])
  return null
}

/** Loads the form's code when `section` comes near the screen or is first touched, clicked or focused. */
export function useCommentFormNear(section: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = section.current
    if (!element) return
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) loadCommentForm()
            },
            { rootMargin: NEAR },
          )
    if (observer) observer.observe(element)
    else loadCommentForm()
    const interactions = ['pointerdown', 'focusin'] as const
    for (const type of interactions) element.addEventListener(type, loadCommentForm, { passive: true })
    const stop = () => {
      observer?.disconnect()
      for (const type of interactions) element.removeEventListener(type, loadCommentForm)
    }
    formModule.then(stop)
    return stop
  }, [section])
}
