import { DownloadIcon } from '@sanity/icons/Download'
import { Box, Button, Card, Container, Flex, Heading, Stack, Text } from '@sanity/ui'
import { useCallback, useEffect, useState } from 'react'
import { type Tool, useClient } from 'sanity'
import { type ApplicationRecord, applicationsToCsv, CSV_COLUMNS, downloadCsv } from '../lib/applications-csv'
import { apiVersion } from '../lib/env'
import { APPLICATIONS_QUERY } from '../lib/queries'

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; applications: ApplicationRecord[] }
  | { kind: 'error'; message: string }

/** Applications export: every wait-list application as CSV, in the spreadsheet's columns plus review fields. */
function ApplicationsCsv() {
  const client = useClient({ apiVersion })
  const [state, setState] = useState<State>({ kind: 'loading' })

  const load = useCallback(async () => {
    setState({ kind: 'loading' })
    try {
      const applications = await client.fetch<ApplicationRecord[]>(
        APPLICATIONS_QUERY,
        {},
        { perspective: 'raw' },
      )
      setState({ kind: 'ready', applications })
    } catch (error) {
      setState({ kind: 'error', message: (error as Error).message })
    }
  }, [client])

  useEffect(() => {
    void load()
  }, [load])

  return (
    <Container width={2} padding={4}>
      <Stack gap={5}>
        <Heading as="h1" size={3}>
          Export applications
        </Heading>
        <Text muted>Columns: {CSV_COLUMNS.join(', ')}.</Text>
        {state.kind === 'loading' && <Text>Loading applications…</Text>}
        {state.kind === 'error' && (
          <Card tone="critical" padding={3} radius={2}>
            <Text>Could not load applications: {state.message}</Text>
          </Card>
        )}
        {state.kind === 'ready' && (
          <Flex gap={3} align="center">
            <Box>
              <Button
                icon={DownloadIcon}
                text="Download CSV"
                tone="primary"
                data-testid="download-applications-csv"
                onClick={() => downloadCsv(applicationsToCsv(state.applications))}
              />
            </Box>
            <Text data-testid="applications-count">
              {state.applications.length} application{state.applications.length === 1 ? '' : 's'}
            </Text>
            <Button mode="ghost" text="Refresh" onClick={() => void load()} />
          </Flex>
        )}
      </Stack>
    </Container>
  )
}

export const applicationsCsvTool: Tool = {
  name: 'applications-export',
  title: 'Export applications',
  icon: DownloadIcon,
  component: ApplicationsCsv,
}
