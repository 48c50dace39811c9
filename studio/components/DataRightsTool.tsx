import type { CorrectionRequest, ErasureResult, HeldRecordSummary } from '@escrova/schemas/data-rights'
import { LockIcon } from '@sanity/icons/Lock'
import { Box, Button, Card, Container, Flex, Heading, Stack, Text, TextInput } from '@sanity/ui'
import { useState } from 'react'
import { type Tool, useClient } from 'sanity'
import { callDataRights, downloadJson } from '../lib/data-rights'
import { apiVersion } from '../lib/env'

type Status = { tone: 'positive' | 'caution' | 'critical' | 'default'; text: string } | null

/** What an erasure did, in words: rows the sheet has not confirmed yet are a caution, anything not erased critical. */
function erasureStatus(result: ErasureResult): NonNullable<Status> {
  const pending = result.sheetRowsPending.length
  const later =
    pending > 0
      ? ` ${pending} spreadsheet row(s) will be deleted when the spreadsheet answers again (retried automatically).`
      : ''
  const others = result.problems.length > pending ? ` Not erased: ${result.problems.join('; ')}` : ''
  return {
    tone: others ? 'critical' : pending > 0 ? 'caution' : 'positive',
    text: `Erased ${result.documentIds.length} document(s) and ${result.sheetRows.length} spreadsheet row(s).${later}${others}`,
  }
}

function RecordList({ records }: { records: HeldRecordSummary[] }) {
  return records.map((record) => (
    <Card key={record._id} padding={3} radius={2} border>
      <Text size={1}>
        {record._type} · {record.reference ?? record._id} · {record.name ?? ''} ·{' '}
        {record.receivedAt?.slice(0, 10) ?? ''}
      </Text>
    </Card>
  ))
}

function CorrectionFields({
  correction,
  onChange,
  onCorrect,
  busy,
}: {
  correction: CorrectionRequest
  onChange: (correction: CorrectionRequest) => void
  onCorrect: () => void
  busy: boolean
}) {
  const input = (field: keyof CorrectionRequest, placeholder: string) => (
    <TextInput
      placeholder={placeholder}
      value={correction[field]}
      onChange={(event) => onChange({ ...correction, [field]: event.currentTarget.value })}
    />
  )
  return (
    <Stack gap={2}>
      <Text size={1} weight="semibold">
        Correct a field
      </Text>
      <Flex gap={2}>
        {input('documentId', 'Record id')}
        {input('field', 'Field (e.g. phone)')}
        {input('value', 'New value')}
        <Button text="Correct" disabled={busy} onClick={onCorrect} />
      </Flex>
    </Stack>
  )
}

/**
 * Data rights: given an email, every record held about that person, with export (one JSON file), correction of one
 * field and erasure. The function does the work with the signed-in person's token and logs each action.
 */
function DataRights() {
  const token = useClient({ apiVersion }).config().token
  const [email, setEmail] = useState('')
  const [records, setRecords] = useState<HeldRecordSummary[] | null>(null)
  const [status, setStatus] = useState<Status>(null)
  const [busy, setBusy] = useState(false)
  const [correction, setCorrection] = useState<CorrectionRequest>({ documentId: '', field: '', value: '' })

  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    setStatus(null)
    try {
      await work()
    } catch (error) {
      setStatus({ tone: 'critical', text: (error as Error).message })
    } finally {
      setBusy(false)
    }
  }

  const find = () =>
    run(async () => {
      const found = await callDataRights('find', { email }, token)
      setRecords(found.records)
      setStatus({ tone: 'default', text: `${found.records.length} record(s) held for this email.` })
    })
  const exportAll = () =>
    run(async () => {
      const data = await callDataRights('export', { email }, token)
      downloadJson(data, `personal-data-${new Date().toISOString().slice(0, 10)}.json`)
      setStatus({ tone: 'positive', text: 'Exported as one JSON file.' })
    })
  const erase = () =>
    run(async () => {
      if (!window.confirm(`Erase every record held for ${email}? This cannot be undone.`)) return
      const result = await callDataRights('erase', { email }, token)
      setRecords([])
      setStatus(erasureStatus(result))
    })
  const correct = () =>
    run(async () => {
      const result = await callDataRights('correct', correction, token)
      const columns = result.sheetColumns
      const sheet = columns.length > 0 ? ` The spreadsheet row follows (${columns.join(', ')}).` : ''
      setStatus({ tone: 'positive', text: `Corrected ${correction.field}.${sheet}` })
    })

  return (
    <Container width={2} padding={4}>
      <Stack gap={5}>
        <Heading as="h1" size={3}>
          Data rights
        </Heading>
        <Text muted>
          Find, export, correct or erase what is held about one person. Every action is written to the audit
          log.
        </Text>
        <Flex gap={3} align="flex-end">
          <Box flex={1}>
            <Stack gap={2}>
              <Text as="label" htmlFor="data-rights-email" size={1} weight="semibold">
                Email address
              </Text>
              <TextInput
                id="data-rights-email"
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
              />
            </Stack>
          </Box>
          <Button text="Find records" tone="primary" disabled={busy || !email} onClick={() => void find()} />
        </Flex>
        {status && (
          <Card tone={status.tone} padding={3} radius={2} data-testid="data-rights-status">
            <Text>{status.text}</Text>
          </Card>
        )}
        {records && records.length > 0 && (
          <Stack gap={3} data-testid="data-rights-records">
            <RecordList records={records} />
            <Flex gap={3}>
              <Button text="Export JSON" disabled={busy} onClick={() => void exportAll()} />
              <Button text="Erase all" tone="critical" disabled={busy} onClick={() => void erase()} />
            </Flex>
            <CorrectionFields
              correction={correction}
              onChange={setCorrection}
              onCorrect={() => void correct()}
              busy={busy}
            />
          </Stack>
        )}
      </Stack>
    </Container>
  )
}

export const dataRightsTool: Tool = {
  name: 'data-rights',
  title: 'Data rights',
  icon: LockIcon,
  component: DataRights,
}
