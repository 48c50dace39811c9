/**
 * Members: the team, for administrators. Custom because Sanity's Studio has no members UI of its own (hosted
 * projects manage members at sanity.io/manage), while on the local lake the team lives in the lake: this tool is
 * that page, over the lake's manage routes (lake/src/routes/members.ts) with the administrator's own session.
 */
import { ROLES, type RoleName } from '@escrova/schemas/roles'
import { UsersIcon } from '@sanity/icons/Users'
import { Button, Card, Container, Flex, Heading, Stack, Text, TextInput } from '@sanity/ui'
import { useCallback, useMemo } from 'react'
import { type Tool, useClient } from 'sanity'
import { apiVersion } from '../../lib/env'
import { type MemberSummary, teamApi } from '../../lib/members'
import { useInviteDraft } from './inviteDraft'
import { MemberRow } from './MemberRow'
import { RolePicker } from './RolePicker'
import { StatusLine } from './StatusLine'
import { useReloadingList } from './useReloadingList'

function Members() {
  const client = useClient({ apiVersion })
  const api = useMemo(() => teamApi(client), [client])
  const load = useCallback(() => api.members(), [api])
  const { items: members, status, busy, run } = useReloadingList<MemberSummary>('members', load)
  const [{ email, role }, setDraft] = useInviteDraft()

  // Read from the form when it is sent: what the person typed and picked last, even before React re-rendered.
  const invite = (form: HTMLFormElement) =>
    run(async () => {
      const fields = new FormData(form)
      const to = String(fields.get('email') ?? '')
      const as = String(fields.get('role') ?? role) as RoleName
      const invited = await api.invite(to, as)
      setDraft({ email: '' })
      return `Invitation sent to ${invited.email} as ${ROLES[as].title}.`
    })

  return (
    <Container width={4} padding={4}>
      <Stack gap={4}>
        <Heading as="h1">Members</Heading>
        <Text muted size={1}>
          Invite people by e-mail, change their role or remove them: a removed person's sessions end at once.
        </Text>
        <Card padding={3} radius={2} border>
          <form
            onSubmit={(event) => {
              event.preventDefault()
              void invite(event.currentTarget)
            }}
          >
            <Flex gap={2} align="center">
              <TextInput
                aria-label="E-mail to invite"
                name="email"
                placeholder="name@example.com"
                type="email"
                value={email}
                onChange={(event) => setDraft({ email: event.currentTarget.value })}
              />
              <RolePicker
                label="Role for the invitation"
                name="role"
                value={role}
                onChange={(picked) => setDraft({ role: picked })}
              />
              <Button type="submit" text="Invite" tone="primary" disabled={busy || !email} />
            </Flex>
          </form>
        </Card>
        <StatusLine status={status} />
        {members === null ? (
          <Text muted>Loading members…</Text>
        ) : (
          <Stack gap={2} as="ul" data-testid="members-list">
            {members.map((member) => (
              <MemberRow key={member.id} member={member} busy={busy} api={api} run={run} />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  )
}

export const membersTool: Tool = {
  name: 'members',
  title: 'Members',
  icon: UsersIcon,
  component: Members,
}
