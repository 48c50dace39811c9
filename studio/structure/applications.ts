import { REVIEW_STATUSES } from '@escrova/schemas/wait-list'
import { DownloadIcon } from '@sanity/icons/Download'
import type { StructureBuilder, StructureResolverContext } from 'sanity/structure'
import { exportApplications } from '../lib/applications-csv'
import { apiVersion } from '../lib/env'
import { applicationFilter } from './filters'

const TITLES: Record<(typeof REVIEW_STATUSES)[number], string> = {
  new: 'New',
  reviewing: 'Reviewing',
  selected: 'Selected',
  declined: 'Declined',
}

const applicationList = (
  S: StructureBuilder,
  context: StructureResolverContext,
  id: string,
  title: string,
  filter: string,
) =>
  S.documentList()
    .id(id)
    .title(title)
    .schemaType('waitListApplication')
    .filter(filter)
    .defaultOrdering([{ field: 'submittedAt', direction: 'desc' }])
    // Applications arrive through the wait-list form only.
    .initialValueTemplates([])
    .menuItems([
      S.menuItem()
        .id('export-csv')
        .title('Export CSV of all applications')
        .icon(DownloadIcon)
        .action(() => void exportApplications(context.getClient({ apiVersion })))
        .showAsAction(true),
    ])

/** Applications: the beta wait-list by review status, then every application. */
export const applicationsItem = (S: StructureBuilder, context: StructureResolverContext) =>
  S.listItem()
    .id('applications')
    .title('Applications')
    .child(
      S.list()
        .id('applications')
        .title('Applications')
        .items([
          ...REVIEW_STATUSES.map((status) =>
            S.listItem()
              .id(`applications-${status}`)
              .title(TITLES[status])
              .schemaType('waitListApplication')
              .child(
                applicationList(
                  S,
                  context,
                  `applications-${status}`,
                  TITLES[status],
                  applicationFilter(status),
                ),
              ),
          ),
          S.divider(),
          S.listItem()
            .id('applications-all')
            .title('All')
            .schemaType('waitListApplication')
            .child(applicationList(S, context, 'applications-all', 'All applications', applicationFilter())),
        ]),
    )
