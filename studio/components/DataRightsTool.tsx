import type { CorrectionRequest, ErasureResult, HeldRecordSummary } from '@escrova/schemas/data-rights'
import { LockIcon } from '@sanity/icons/Lock'
import { Box, Button, Card, Checkbox, Container, Flex, Heading, Stack, Text, TextInput } from '@sanity/ui'
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

/** How a record was found, in words: a comment found by name alone may be someone else's. */
const MATCH_LABELS = { email: 'by e-mail', name: 'by name only: check it is this person' } as const

/** One found record, ticked when it is to be exported and erased. */
function FoundRecord({
  record,
  chosen,
  onChange,
}: {
  record: HeldRecordSummary
  chosen: boolean
  onChange: (chosen: boolean) => void
}) {
  const id = `data-rights-record-${record._id}`
  const comment =
    record._type === 'comment' ? ` · “${record.text ?? ''}” on ${record.postTitle ?? 'a post'}` : ''
  return (
    <Card padding={3} radius={2} border tone={record.matchedBy === 'name' ? 'caution' : 'default'}>
      <Flex gap={3} align="center">
        <Checkbox id={id} checked={chosen} onChange={(event) => onChange(event.currentTarget.checked)} />
        <Text as="label" htmlFor={id} size={1}>
          {record._type} · {record.reference ?? record._id} · {record.name ?? ''} ·{' '}
          {record.receivedAt?.slice(0, 10) ?? ''}
          {comment} · {MATCH_LABELS[record.matchedBy ?? 'email']}
        </Text>
      </Flex>
    </Card>
  )
}

/** The found records, each ticked or not: the privacy officer confirms which are this person's. */
function FoundRecords({
  records,
  chosen,
  onChange,
}: {
  records: HeldRecordSummary[]
  chosen: Set<string>
  onChange: (chosen: Set<string>) => void
}) {
  return records.map((record) => (
    <FoundRecord
      key={record._id}
      record={record}
      chosen={chosen.has(record._id)}
      onChange={(tick) => {
        const next = new Set(chosen)
        if (tick) next.add(record._id)
        else next.delete(record._id)
        onChange(next)
      }}
    />
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
 * Data rights: given an email (and the name the person gave), every record held about that person, with export (one
 * JSON file), correction of one field and erasure of the records the privacy officer ticks. A comment never holds
 * its writer's e-mail: it is found by a keyed hash of it, or by the name alone, which the officer confirms by
 * ticking it. The function does the work with the signed-in person's token and logs each action.
 */
function DataRights() {
  const token = useClient({ apiVersion }).config().token
  const rights = useDataRights(token)
  const { records, chosen, status, busy } = rights

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
        <PersonSearch
          email={rights.email}
          name={rights.name}
          onEmail={rights.setEmail}
          onName={rights.setName}
          onFind={() => void rights.find()}
          busy={busy}
        />
        {status && (
          <Card tone={status.tone} padding={3} radius={2} data-testid="data-rights-status">
            <Text>{status.text}</Text>
          </Card>
        )}
        {records && records.length > 0 && (
          <Stack gap={3} data-testid="data-rights-records">
            <FoundRecords records={records} chosen={chosen} onChange={rights.setChosen} />
            <Flex gap={3}>
              <Button
                text="Export JSON"
                disabled={busy || chosen.size === 0}
                onClick={() => void rights.exportAll()}
              />
              <Button
                text="Erase ticked"
                tone="critical"
                disabled={busy || chosen.size === 0}
                onClick={() => void rights.erase()}
              />
            </Flex>
            <CorrectionFields
              correction={rights.correction}
              onChange={rights.setCorrection}
              onCorrect={() => void rights.correct()}
              busy={busy}
            />
          </Stack>
        )}
      </Stack>
    </Container>
  )
}

/** The person asked about, what was found, and the four actions, each one at a time with its outcome as status. */
function useDataRights(token: string | undefined) {
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [records, setRecords] = useState<HeldRecordSummary[] | null>(null)
  const [chosen, setChosen] = useState<Set<string>>(new Set())
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
      const found = await callDataRights('find', person(), token)
      setRecords(found.records)
      setChosen(new Set(found.records.filter((r) => r.matchedBy !== 'name').map((r) => r._id)))
      const byName = found.records.filter((record) => record.matchedBy === 'name').length
      setStatus({
        tone: byName > 0 ? 'caution' : 'default',
        text:
          `${found.records.length} record(s) found.` +
          (byName > 0 ? ` ${byName} found by name only: tick those that are this person's.` : ''),
      })
    })
  const person = () => ({ email, ...(name.trim() ? { name } : {}) })
  const selection = () => ({ ...person(), ids: [...chosen] })
  const exportAll = () =>
    run(async () => {
      const data = await callDataRights('export', selection(), token)
      downloadJson(data, `personal-data-${new Date().toISOString().slice(0, 10)}.json`)
      setStatus({ tone: 'positive', text: 'Exported as one JSON file.' })
    })
  const erase = () =>
    run(async () => {
      if (!window.confirm(`Erase the ${chosen.size} ticked record(s)? This cannot be undone.`)) return
      const result = await callDataRights('erase', selection(), token)
      setRecords((found) => found?.filter((record) => !chosen.has(record._id)) ?? [])
      setChosen(new Set())
      setStatus(erasureStatus(result))
    })
  const correct = () =>
    run(async () => {
      const result = await callDataRights('correct', correction, token)
      const columns = result.sheetColumns
      const sheet = columns.length > 0 ? ` The spreadsheet row follows (${columns.join(', ')}).` : ''
      setStatus({ tone: 'positive', text: `Corrected ${correction.field}.${sheet}` })
    })

  const fields = { email, setEmail, name, setName, correction, setCorrection }
  return { ...fields, records, chosen, setChosen, status, busy, find, exportAll, erase, correct }
}

/** The email and the name a person gave, and the button that looks them up. */
function PersonSearch(props: {
  email: string
  name: string
  onEmail: (email: string) => void
  onName: (name: string) => void
  onFind: () => void
  busy: boolean
}) {
  return (
    <Flex gap={3} align="flex-end">
      <LabelledInput
        id="data-rights-email"
        label="Email address"
        value={props.email}
        onChange={props.onEmail}
      />
      <LabelledInput
        id="data-rights-name"
        label="Name they gave (finds comments)"
        value={props.name}
        onChange={props.onName}
      />
      <Button
        text="Find records"
        tone="primary"
        disabled={props.busy || !props.email}
        onClick={props.onFind}
      />
    </Flex>
  )
}

function LabelledInput(props: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
}) {
  return (
    <Box flex={1}>
      <Stack gap={2}>
        <Text as="label" htmlFor={props.id} size={1} weight="semibold">
          {props.label}
        </Text>
        <TextInput
          id={props.id}
          value={props.value}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
      </Stack>
    </Box>
  )
}

export const dataRightsTool: Tool = {
  name: 'data-rights',
  title: 'Data rights',
  icon: LockIcon,
  component: DataRights,
}
