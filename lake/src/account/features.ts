/**
 * What `GET features` answers: the flags the Studio's `useFeatureEnabled` checks. Without them it shows "Upgrade"
 * prompts instead of the tool: comments and tasks (`../studio-addons/`), Content Releases and Scheduled Drafts
 * (`../releases/`). Not `scheduledPublishing`: that is the older plugin on the `schedules` API, which this lake does
 * not serve.
 */
export const STUDIO_FEATURES = ['studioComments', 'sanityTasks', 'contentReleases', 'singleDocRelease']
