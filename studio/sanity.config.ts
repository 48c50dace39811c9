import { LANGUAGES } from '@escrova/schemas/languages'
import { deskSectionsOf } from '@escrova/schemas/roles'
import { schemaTypes } from '@escrova/schemas/schemaTypes/index'
import { LANGUAGE_FIELD, TRANSLATED_TYPES } from '@escrova/schemas/translations'
import { documentInternationalization } from '@sanity/document-internationalization'
import { visionTool } from '@sanity/vision'
import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { resolveDocumentActions } from './actions/index'
import { resolveDocumentBadges } from './badges/index'
import { applicationsCsvTool } from './components/ApplicationsCsvTool'
import { CommentsReadyDocumentLayout } from './components/CommentsReadyDocumentLayout'
import { dataRightsTool } from './components/DataRightsTool'
import { FeaturesReadyLayout } from './components/FeaturesReadyLayout'
import { insightsTool } from './components/insights/InsightsTool'
import { membersTool } from './components/members/MembersTool'
import { passkeysTool } from './components/members/PasskeysTool'
import { withModerationInputs } from './components/moderation-inputs'
import { privateRecordHeader, withReviewInputs } from './components/review/index'
import { renderMergingTextInput } from './components/typing/index'
import { showCertificateStepIfRefused } from './lib/certificate-step'
import { apiVersion, BRAND, dataset, isHostedLake, projectId, workspaceApiHost } from './lib/env'
import { presentation } from './presentation/index'
import { defaultDocumentNode, structure } from './structure/index'
import { singletonActions, withoutSingletonTemplates } from './structure/site'

showCertificateStepIfRefused(workspaceApiHost, projectId)

export default defineConfig({
  name: 'default',
  title: `${BRAND} Studio`,
  projectId,
  dataset,
  // Sanity's hosted API is the default host; anything else (the local lake) is passed through as is.
  ...(workspaceApiHost ? { apiHost: workspaceApiHost } : {}),
  // The local lake lists its own sign-in page (e-mail and password) at `/auth/providers`: the Studio's login screen
  // shows it, and the page returns with `#sid=`, traded for the person's session token (lake/src/sign-in/).
  // `#token=<token>` still works (tests, the robot tokens). A hosted project keeps Sanity's normal login.
  auth: isHostedLake ? undefined : { loginMethod: 'token', redirectOnSingle: false },
  plugins: [
    structureTool({ structure, defaultDocumentNode }),
    presentation,
    visionTool({ defaultApiVersion: apiVersion, defaultDataset: dataset }),
    // A document per language, linked as translations (`@escrova/schemas/translations` says why, for every type).
    // A translation made from a version in a release is made in that release, so both go out together.
    documentInternationalization({
      supportedLanguages: LANGUAGES.map((language) => ({ id: language.code, title: language.title })),
      schemaTypes: [...TRANSLATED_TYPES],
      languageField: LANGUAGE_FIELD,
      weakReferences: true,
    }),
  ],
  // Each person gets the tools of their job: the function answers data-rights calls for the privacy officer alone.
  // Members and Passkeys are the lake's team (the Studio has no members UI of its own): administrators manage the
  // team; every member (not a robot token) keeps their own passkeys. Hosted projects manage members at sanity.io.
  tools: (previous, context) => {
    const roleNames = context.currentUser?.roles.map((role) => role.name) ?? []
    const sections = deskSectionsOf(roleNames)
    const onLake = !isHostedLake
    const isMember = onLake && context.currentUser?.provider === 'lake'
    return [
      ...previous,
      ...(sections.has('applications') ? [applicationsCsvTool] : []),
      ...(sections.has('dataRights') ? [dataRightsTool] : []),
      ...(sections.has('insights') ? [insightsTool] : []),
      ...(onLake && roleNames.includes('administrator') ? [membersTool] : []),
      ...(isMember ? [passkeysTool] : []),
    ]
  },
  // Drawn once the project's features are known (components/FeaturesReadyLayout.tsx); a role changed by an
  // administrator reaches every open Studio of that person (components/role-watch/).
  studio: { components: { layout: FeaturesReadyLayout } },
  // Scheduling is the Studio's own: a Scheduled Draft ("Schedule publish" on a draft) for one document, a release for
  // several that go out together. The lake keeps the releases and publishes each at its time (lake/src/releases/).
  // The older Scheduled Publishing plugin (`/schedules` API) is deprecated in favour of these.
  releases: { enabled: true },
  scheduledDrafts: { enabled: true },
  // A release's Activity lists who added each document version, from the lake's release events
  // (`data/history/<ds>/events/releases/<id>`, lake/src/releases/history-events.ts).
  beta: { eventsAPI: { releases: true } },
  scheduledPublishing: { enabled: false },
  // Comments on fields and tasks with assignees and due dates: the lake serves their add-on dataset (lake/src/studio-addons/).
  tasks: { enabled: true },
  schema: { types: withReviewInputs(withModerationInputs(schemaTypes)) },
  // Two people typing in one field at once keep both texts (components/typing/MergingTextInput.tsx).
  form: { components: { input: renderMergingTextInput } },
  document: {
    actions: (previous, context) =>
      singletonActions(resolveDocumentActions(previous, context), context.schemaType),
    badges: resolveDocumentBadges,
    // Drawn once its comments are ready, not a second time under an editor's first click.
    components: { unstable_layout: CommentsReadyDocumentLayout },
    // Applications and tickets are private records: "Private" in the header, not Sanity's "Published".
    unstable_languageFilter: privateRecordHeader,
    // Visitors and the function create comments and applications; editors only create blog content.
    // Singletons (site settings, pages) have one document each: no "new" entry either.
    newDocumentOptions: (previous, context) =>
      withoutSingletonTemplates(previous, context).filter(
        (item) =>
          ![
            'comment',
            'waitListApplication',
            'supportTicket',
            'auditLogEntry',
            'privacySettings',
            'sheetRowErasure',
            'commentContact',
          ].includes(item.templateId),
      ),
  },
})
