import { RETENTION_DEFAULTS } from '@escrova/schemas/privacy'
import { CogIcon } from '@sanity/icons/Cog'
import { defineField, defineType } from 'sanity'

/**
 * Privacy settings, one document at the private id `privacy.settings`: how long applications are kept, the grace after a
 * rejection before retention starts, and how often moderators are told about new work. The function reads them on every schedule run; a missing value is the default.
 */
export const privacySettings = defineType({
  name: 'privacySettings',
  title: 'Privacy settings',
  type: 'document',
  icon: CogIcon,
  liveEdit: true,
  fields: [
    defineField({
      name: 'applicationRetentionMonths',
      title: 'Keep wait-list applications for (months)',
      type: 'number',
      description: `Applications are erased this long after receipt unless marked 'keep'. Default ${RETENTION_DEFAULTS.applicationMonths}.`,
      initialValue: RETENTION_DEFAULTS.applicationMonths,
      validation: (rule) => rule.integer().min(1).max(120),
    }),
    defineField({
      name: 'erasureGraceDays',
      title: 'Grace after a rejection or spam decision (days)',
      type: 'number',
      description: `Nothing is erased this long after a moderator rejects a comment or marks it spam; retention starts after it. Default ${RETENTION_DEFAULTS.erasureGraceDays}.`,
      initialValue: RETENTION_DEFAULTS.erasureGraceDays,
      validation: (rule) => rule.integer().min(1).max(90),
    }),
    defineField({
      name: 'digestIntervalMinutes',
      title: 'Tell moderators at most every (minutes)',
      type: 'number',
      description: `One message for new pending comments and tickets per interval. Default ${RETENTION_DEFAULTS.digestIntervalMinutes}.`,
      initialValue: RETENTION_DEFAULTS.digestIntervalMinutes,
      validation: (rule) => rule.integer().min(1).max(1440),
    }),
  ],
  preview: { prepare: () => ({ title: 'Privacy settings' }) },
})
