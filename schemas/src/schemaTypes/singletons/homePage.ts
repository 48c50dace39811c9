import { HomeIcon } from '@sanity/icons/Home'
import { defineType } from 'sanity'
import { languageField } from '../fields/language'
import {
  aboutBlockSection,
  appAdvantageSection,
  downloadAppSection,
  faqSection,
  featuresSection,
  heroSection,
  howItWorksSection,
  latestPostsSection,
  partnersSection,
  statsSection,
  testimonialsSection,
  whyUseOurAppSection,
} from './homeSections'

/** The home page's copy, section by section in page order: one document, id `homePage`. */
export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  groups: [
    { name: 'hero', title: 'Hero', default: true },
    { name: 'sections', title: 'Sections' },
  ],
  fields: [
    languageField,
    heroSection,
    partnersSection,
    aboutBlockSection,
    howItWorksSection,
    appAdvantageSection,
    whyUseOurAppSection,
    { ...statsSection, group: 'sections' },
    faqSection,
    testimonialsSection,
    featuresSection,
    downloadAppSection,
    latestPostsSection,
  ],
  preview: { prepare: () => ({ title: 'Home page' }) },
})
