/**
 * The lake's team routes as the Studio's Members and Passkeys tools call them, with the signed-in person's own
 * client (lake/src/routes/members.ts, lake/src/routes/passkeys.ts). A refused call throws an Error whose
 * message is the lake's own explanation.
 */
import type { RoleName } from '@escrova/schemas/roles'
import type { SanityClient } from 'sanity'

export interface MemberSummary {
  id: string
  name: string
  email: string
  role: RoleName
  roles: Array<{ name: RoleName; title: string }>
  lastSeenAt: string | null
  status: 'active' | 'pending'
  authenticatorApp: boolean
  passkeys: number
  secondFactorRequired: boolean
}

export interface PasskeySummary {
  id: string
  name: string
  createdAt: string
  lastUsedAt: string | null
}

/** The lake's message (`{message}`; the field it names, when it names one) instead of the client's generic text. */
function explained(error: unknown): Error {
  const body = (error as { response?: { body?: { message?: unknown; field?: unknown } } }).response?.body
  if (body && typeof body.message === 'string') {
    return new Error(
      typeof body.field === 'string' && body.field ? `${body.message} (${body.field})` : body.message,
    )
  }
  return error instanceof Error ? error : new Error(String(error))
}

async function call<T>(client: SanityClient, method: string, url: string, body?: unknown): Promise<T> {
  try {
    return await client.request<T>({ method, url, body })
  } catch (error) {
    throw explained(error)
  }
}

export function teamApi(client: SanityClient) {
  const project = client.config().projectId as string
  const access = `/access/project/${project}`
  return {
    members: async () => (await call<{ data: MemberSummary[] }>(client, 'GET', `${access}/users`)).data,
    invite: (email: string, role: RoleName) =>
      call<MemberSummary>(client, 'POST', `${access}/invites`, { email, roleNames: [role] }),
    setRole: (id: string, role: RoleName) =>
      call<MemberSummary>(client, 'PUT', `${access}/users/${id}/roles`, { roleNames: [role] }),
    requireSecondFactor: (id: string, required: boolean) =>
      call<MemberSummary>(client, 'PUT', `${access}/users/${id}/second-factor`, { required }),
    remove: (id: string) =>
      call<{ removed: string; sessionsEnded: number }>(
        client,
        'DELETE',
        `/projects/${project}/members/${id}`,
      ),
    passkeys: async () =>
      (await call<{ passkeys: PasskeySummary[] }>(client, 'GET', '/auth/passkeys')).passkeys,
    passkeyOptions: () => call<Record<string, unknown>>(client, 'POST', '/auth/passkeys/options'),
    savePasskey: (response: unknown, name: string) =>
      call<PasskeySummary>(client, 'POST', '/auth/passkeys', { response, name }),
    removePasskey: (id: string) => call<{ removed: string }>(client, 'DELETE', `/auth/passkeys/${id}`),
  }
}

export type TeamApi = ReturnType<typeof teamApi>
