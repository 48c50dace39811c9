/** /wait-list: the beta program sign-up (docs/product-rules.md#wait-list). Its only data is the form's words in the page's language. */

import { waitList } from '@escrova/schemas/form-messages/compiled/en'
import { useFormWords } from '../components/form-words.tsx'
import { useSiteSettings } from '../content/site-settings.tsx'
import { PageHero } from '../features/layout/page-hero.tsx'
import { WaitListForm } from '../features/wait-list/wait-list-form.tsx'
import { browserFormWords } from '../lib/browser-form-words.ts'
import { formWordsOf } from '../lib/page-form-words.ts'
import { pageMeta } from '../lib/page-meta.ts'
import type { Route } from './+types/wait-list'

/** Title and description: site settings → Other pages → Beta sign-up. */
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ settingsPage: 'waitListPage', path: '/wait-list' }, matches)

/** The form's words in the page's language (none on an English page: the form says its own). */
export const loader = ({ request }: Route.LoaderArgs) => formWordsOf(request, 'waitList')
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => browserFormWords(request, 'waitList')

export default function WaitListRoute() {
  const { waitListPage } = useSiteSettings()
  const { words, fallbackLang } = useFormWords()
  return (
    <>
      <PageHero title={waitListPage.title} />
      <div className="wait-list-page container">
        <p className="wait-list-intro" lang={fallbackLang}>
          {(words?.waitList ?? waitList).intro}
        </p>
        <WaitListForm />
      </div>
    </>
  )
}
