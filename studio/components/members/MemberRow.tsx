import type { RoleName } from '@escrova/schemas/roles'
import { Box, Button, Card, Flex, Stack, Switch, Text } from '@sanity/ui'
import type { MemberSummary, TeamApi } from '../../lib/members'
import { RolePicker } from './RolePicker'

const lastSeen = (at: string | null) => (at ? new Date(at).toLocaleString() : 'never')

function factors(member: MemberSummary): string {
  const parts = [
    member.authenticatorApp ? 'authenticator app' : null,
    member.passkeys > 0 ? `${member.passkeys} passkey${member.passkeys > 1 ? 's' : ''}` : null,
  ].filter(Boolean)
  return parts.length ? parts.join(', ') : 'password only'
}

/** One person: who, role (changeable), last seen, how they sign in, and removal. */
export function MemberRow(props: {
  member: MemberSummary
  busy: boolean
  api: TeamApi
  run: (work: () => Promise<string | undefined>) => Promise<void>
}) {
  const { member, busy, api, run } = props
  const changeRole = (role: RoleName) =>
    run(async () => {
      await api.setRole(member.id, role)
      return `${member.name} is now ${role}.`
    })
  const remove = () =>
    run(async () => {
      if (!window.confirm(`Remove ${member.name} (${member.email})? Their sessions end at once.`))
        return undefined
      const { sessionsEnded } = await api.remove(member.id)
      return `${member.name} was removed; ${sessionsEnded} session(s) ended.`
    })
  const requireFactor = (required: boolean) =>
    run(async () => {
      await api.requireSecondFactor(member.id, required)
      return required
        ? `${member.name} now needs a second factor (passkey or authenticator app) to sign in.`
        : `${member.name} may sign in with a password alone again.`
    })
  return (
    <Card as="li" padding={3} radius={2} border data-testid={`member-${member.email}`}>
      <Flex gap={3} align="center" wrap="wrap">
        <Stack gap={2} flex={1}>
          <Text weight="semibold">
            {member.name} {member.status === 'pending' ? '(invited)' : ''}
          </Text>
          <Text size={1} muted>
            {member.email}
          </Text>
          <Text size={1} muted>
            Last seen: {lastSeen(member.lastSeenAt)} · Sign-in: {factors(member)}
          </Text>
        </Stack>
        <Box>
          <RolePicker
            label={`Role of ${member.email}`}
            value={member.role}
            disabled={busy}
            onChange={(role) => void changeRole(role)}
          />
        </Box>
        <Flex as="label" gap={2} align="center">
          <Switch
            checked={member.secondFactorRequired}
            disabled={busy}
            onChange={(event) => void requireFactor(event.currentTarget.checked)}
          />
          <Text size={1}>Require second factor</Text>
        </Flex>
        <Button
          text="Remove"
          tone="critical"
          mode="ghost"
          disabled={busy}
          onClick={() => void remove()}
          aria-label={`Remove ${member.email}`}
        />
      </Flex>
    </Card>
  )
}
