import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { defineType } from 'sanity'
import { languageField } from '../fields/language'
import { lineField, paragraphField } from '../fields/siteFields'

/** One question of the home page's FAQ; the home page's FAQ list decides which show and in what order. */
export const faqItem = defineType({
  name: 'faqItem',
  title: 'FAQ item',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    languageField,
    lineField('question', 'Question', 120),
    paragraphField('answer', 'Answer', 600, { rows: 5 }),
  ],
  preview: { select: { title: 'question', subtitle: 'answer' } },
})
