/** /wait-list: the beta program sign-up (docs/product-rules.md#wait-list). The form needs no data, so the page is fully pre-rendered. */

import { DEFAULT_LANGUAGE } from '@escrova/schemas/languages'
import { useSiteSettings } from '../content/site-settings.tsx'
import { PageHero } from '../features/layout/page-hero.tsx'
import { WaitListForm } from '../features/wait-list/wait-list-form.tsx'
import { usePageLanguage } from '../lib/language.ts'
import { pageMeta } from '../lib/page-meta.ts'
import type { Route } from './+types/wait-list'

/** Title and description: site settings → Other pages → Beta sign-up. */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ settingsPage: 'waitListPage', path: '/wait-list' }, matches)

export default function WaitListRoute() {
  const { waitListPage } = useSiteSettings()
  const language = usePageLanguage()
  return (
    <>
      <PageHero title={waitListPage.title} />
      <div className="wait-list-page container">
        {/* Its words are not in the forms' catalogue yet: English, said so on a page in another language. */}
        <p className="wait-list-intro" lang={language === DEFAULT_LANGUAGE ? undefined : 'en'}>
          Be among the first to try Escrova. Tell us about yourself and what you need, and we will reach out
          to selected testers.
        </p>
        <WaitListForm />
      </div>
    </>
  )
}
