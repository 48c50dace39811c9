/**
 * Your passkeys: any member registers a passkey here (the browser's own prompt, `@simplewebauthn/browser`) and can
 * then sign in with it on the lake's sign-in page instead of the password. Custom for the same reason as the
 * Members tool: the Studio has no account page of its own; the lake keeps the passkeys (lake/src/members/passkeys.ts).
 */
import { LockIcon } from '@sanity/icons/Lock'
import { Button, Card, Container, Flex, Heading, Stack, Text, TextInput } from '@sanity/ui'
import { startRegistration } from '@simplewebauthn/browser'
import { useCallback, useMemo } from 'react'
import { type Tool, useClient } from 'sanity'
import { apiVersion } from '../../lib/env'
import { type PasskeySummary, teamApi } from '../../lib/members'
import { StatusLine } from './StatusLine'
import { useReloadingList } from './useReloadingList'

function Passkeys() {
  const client = useClient({ apiVersion })
  const api = useMemo(() => teamApi(client), [client])
  const load = useCallback(() => api.passkeys(), [api])
  const { items: passkeys, status, busy, run } = useReloadingList<PasskeySummary>('passkeys', load)

  // The name is read from the form when it is sent, so what was typed last is what is saved.
  const add = (name: string) =>
    run(async () => {
      const options = await api.passkeyOptions()
      // biome-ignore lint/suspicious/noExplicitAny: the lake's options are WebAuthn's JSON shape as the library reads it
      const response = await startRegistration({ optionsJSON: options as any })
      const saved = await api.savePasskey(response, name)
      return `Passkey "${saved.name}" added: use it on the sign-in page.`
    })
  const remove = (passkey: PasskeySummary) =>
    run(async () => {
      await api.removePasskey(passkey.id)
      return `Passkey "${passkey.name}" removed.`
    })

  return (
    <Container width={2} padding={4}>
      <Stack gap={4}>
        <Heading as="h1">Passkeys</Heading>
        <Text muted size={1}>
          A passkey signs you in without your password (your device checks it is you). It needs the Studio on
          HTTPS or localhost.
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            const name = new FormData(event.currentTarget).get('name')
            void add(typeof name === 'string' && name.trim() ? name.trim() : 'My passkey')
          }}
        >
          <Flex gap={2}>
            <TextInput aria-label="Passkey name" name="name" defaultValue="My passkey" />
            <Button type="submit" text="Add a passkey" tone="primary" disabled={busy} />
          </Flex>
        </form>
        <StatusLine status={status} />
        <Stack gap={2} as="ul" data-testid="passkeys-list">
          {passkeys?.length === 0 ? <Text muted>No passkeys yet.</Text> : null}
          {passkeys?.map((passkey) => (
            <Card as="li" key={passkey.id} padding={3} border radius={2}>
              <Flex align="center" gap={3}>
                <Text weight="semibold">{passkey.name}</Text>
                <Text size={1} muted style={{ flex: 1 }}>
                  added {new Date(passkey.createdAt).toLocaleDateString()}, last used{' '}
                  {passkey.lastUsedAt ? new Date(passkey.lastUsedAt).toLocaleString() : 'never'}
                </Text>
                <Button
                  text="Remove"
                  mode="ghost"
                  tone="critical"
                  disabled={busy}
                  onClick={() => void remove(passkey)}
                />
              </Flex>
            </Card>
          ))}
        </Stack>
      </Stack>
    </Container>
  )
}

export const passkeysTool: Tool = { name: 'passkeys', title: 'Passkeys', icon: LockIcon, component: Passkeys }
