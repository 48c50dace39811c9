import { LockIcon } from '@sanity/icons/Lock'
import { Box, Button, Card, Checkbox, Container, Flex, Heading, Stack, Text, TextInput } from '@sanity/ui'
import { useState } from 'react'
import { type Tool, useClient } from 'sanity'
import { callDataRights, downloadJson, type ErasureResult, type HeldRecordSummary } from '../lib/data-rights'
import { apiVersion } from '../lib/env'

type Status = { tone: 'positive' | 'caution' | 'critical' | 'default'; text: string } | null

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

/**
 * Data rights: given an email (and the name the person gave), every record held about that person, with export (one
 * JSON file), correction of one field and erasure of the records the privacy officer ticks. A comment never holds
 * its writer's e-mail: it is found by a keyed hash of it, or by the name alone, which the officer confirms by
 * ticking it. The function does the work with the signed-in person's token and logs each action.
 */
function DataRights() {
  const token = useClient({ apiVersion }).config().token
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [records, setRecords] = useState<HeldRecordSummary[] | null>(null)
  const [chosen, setChosen] = useState<Set<string>>(new Set())
  const [status, setStatus] = useState<Status>(null)
  const [busy, setBusy] = useState(false)
  const [correction, setCorrection] = useState({ documentId: '', field: '', value: '' })

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
      const found = await callDataRights<{ records: HeldRecordSummary[] }>('find', person(), token)
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
      const data = await callDataRights<unknown>('export', selection(), token)
      downloadJson(data, `personal-data-${new Date().toISOString().slice(0, 10)}.json`)
      setStatus({ tone: 'positive', text: 'Exported as one JSON file.' })
    })
  const erase = () =>
    run(async () => {
      if (!window.confirm(`Erase the ${chosen.size} ticked record(s)? This cannot be undone.`)) return
      const result = await callDataRights<ErasureResult>('erase', selection(), token)
      setRecords((found) => found?.filter((record) => !chosen.has(record._id)) ?? [])
      setChosen(new Set())
      const pending = result.sheetRowsPending?.length ?? 0
      const later =
        pending > 0
          ? ` ${pending} spreadsheet row(s) will be deleted when the spreadsheet answers again (retried automatically).`
          : ''
      const others = result.problems.length > pending ? ` Not erased: ${result.problems.join('; ')}` : ''
      setStatus({
        tone: others ? 'critical' : pending > 0 ? 'caution' : 'positive',
        text: `Erased ${result.documentIds.length} document(s) and ${result.sheetRows.length} spreadsheet row(s).${later}${others}`,
      })
    })
  const correct = () =>
    run(async () => {
      const result = await callDataRights<{ sheetColumns?: string[] }>('correct', correction, token)
      const columns = result.sheetColumns ?? []
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
          <Box flex={1}>
            <Stack gap={2}>
              <Text as="label" htmlFor="data-rights-name" size={1} weight="semibold">
                Name they gave (finds comments)
              </Text>
              <TextInput
                id="data-rights-name"
                value={name}
                onChange={(event) => setName(event.currentTarget.value)}
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
            {records.map((record) => (
              <FoundRecord
                key={record._id}
                record={record}
                chosen={chosen.has(record._id)}
                onChange={(tick) =>
                  setChosen((now) => {
                    const next = new Set(now)
                    if (tick) next.add(record._id)
                    else next.delete(record._id)
                    return next
                  })
                }
              />
            ))}
            <Flex gap={3}>
              <Button
                text="Export JSON"
                disabled={busy || chosen.size === 0}
                onClick={() => void exportAll()}
              />
              <Button
                text="Erase ticked"
                tone="critical"
                disabled={busy || chosen.size === 0}
                onClick={() => void erase()}
              />
            </Flex>
            <Stack gap={2}>
              <Text size={1} weight="semibold">
                Correct a field
              </Text>
              <Flex gap={2}>
                <TextInput
                  placeholder="Record id"
                  value={correction.documentId}
                  onChange={(event) =>
                    setCorrection({ ...correction, documentId: event.currentTarget.value })
                  }
                />
                <TextInput
                  placeholder="Field (e.g. phone)"
                  value={correction.field}
                  onChange={(event) => setCorrection({ ...correction, field: event.currentTarget.value })}
                />
                <TextInput
                  placeholder="New value"
                  value={correction.value}
                  onChange={(event) => setCorrection({ ...correction, value: event.currentTarget.value })}
                />
                <Button text="Correct" disabled={busy} onClick={() => void correct()} />
              </Flex>
            </Stack>
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
