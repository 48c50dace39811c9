import { LANGUAGE_FIELD } from '@escrova/schemas/translations'
import { defineField } from 'sanity'

/**
 * The document's language (`@escrova/schemas/languages` codes), set by the translation plugin when it makes a
 * translation and never typed: the document's translations menu shows and changes it.
 */
export const languageField = defineField({
  name: LANGUAGE_FIELD,
  title: 'Language',
  description: 'Set by the translations menu.',
  type: 'string',
  readOnly: true,
  hidden: true,
})
