import { execFile } from 'node:child_process'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'
import { fieldLocation, joinPresence, type PresenceEvent } from '../../tests/support/presence.ts'
import { addMember, signIn } from '../../tests/support/team.ts'
import { waitFor } from '../../tests/support/wait.ts'
import { openRawSocket } from './support/raw-socket.ts'

/**
 * The Studio's presence socket (`/v2022-06-30/socket/<dataset>`): signed-in people see each other's focus through
 * Sanity's own bifur client; nobody else connects, nobody speaks as someone else, and leaving ends it.
 */
const ROOT = resolve(import.meta.dirname, '../..')
let lake: TestLake
let socketUrl: (dataset?: string) => string

beforeAll(async () => {
  lake = await startTestLake({
    datasets: ['other'],
    tlsPort: 0,
    presence: { burst: 8, messagesPerSecond: 2, maxMessageBytes: 2048, authTimeoutMs: 1000, recheckMs: 200 },
  })
  socketUrl = (dataset = 'production') => `${lake.url.replace(/^http/, 'ws')}/v2022-06-30/socket/${dataset}`
}, 60_000)
afterAll(async () => {
  await lake?.stop()
})

let people = 0
/** A new member with the given role, signed in the Studio's way; their id and session token. */
async function person(role: 'editor' | 'moderator' | 'staff' = 'editor') {
  const member = await addMember(lake, `person${people++}@escrova.test`, [role])
  return { id: member.id, email: member.email, token: await signIn(lake, member.email, member.password) }
}

const stateOf = (sessionId: string) => (event: PresenceEvent) =>
  event.type === 'state' && event.m?.sessionId === sessionId
const leftOf = (sessionId: string) => (event: PresenceEvent) =>
  event.type === 'disconnect' && event.m?.session === sessionId

/** A raw socket signed in with a session token and subscribed; its session id is its own. */
async function rawMember(token: string, dataset = 'production') {
  const raw = await openRawSocket(socketUrl(dataset))
  expect(await raw.call('authorization', { authorization: `Bearer ${token}` })).toMatchObject({
    result: true,
  })
  const subscribed = await raw.call('presence_subscribe')
  expect(typeof subscribed.result).toBe('string')
  return raw
}

describe('two signed-in editors', () => {
  it("see each other's focus, each named by their own member id", async () => {
    const [ada, bola] = [await person(), await person()]
    const adaTab = await joinPresence(lake.url, 'production', ada.token)
    const bolaTab = await joinPresence(lake.url, 'production', bola.token)
    // Joining asks who is here (a roll call), which the others hear.
    const rollCall = await adaTab.waitForEvent((event) => event.type === 'rollCall' && event.i === bola.id)
    expect(rollCall.event).toEqual({ type: 'rollCall', i: bola.id, session: bolaTab.sessionId })

    const location = fieldLocation('post-1', 'title')
    await bolaTab.announce([location])
    const { event } = await adaTab.waitForEvent(stateOf(bolaTab.sessionId))
    expect(event).toEqual({
      type: 'state',
      i: bola.id,
      m: { sessionId: bolaTab.sessionId, locations: [location] },
    })
    // The id resolves to the person, as the Studio shows their avatar.
    const users = await fetch(`${lake.url}/v2022-06-30/users/${event.i}`, {
      headers: { authorization: `Bearer ${ada.token}` },
    })
    expect(await users.json()).toMatchObject({ id: bola.id, displayName: bola.email.split('@')[0] })

    await adaTab.announce([fieldLocation('post-1', 'excerpt')])
    const back = await bolaTab.waitForEvent(stateOf(adaTab.sessionId))
    expect(back.event).toMatchObject({ i: ada.id, m: { locations: [{ path: ['excerpt'] }] } })
    adaTab.close()
    bolaTab.close()
  })

  it('hear a session leave when its tab says so, closes its socket, signs out or is removed', async () => {
    const [ada, bola, cara, dan] = [await person(), await person(), await person(), await person()]
    const adaTab = await joinPresence(lake.url, 'production', ada.token)

    // The Studio says "disconnect" when the tab unloads.
    const bolaTab = await joinPresence(lake.url, 'production', bola.token)
    await bolaTab.announce([fieldLocation('post-2', 'title')])
    await adaTab.waitForEvent(stateOf(bolaTab.sessionId))
    await bolaTab.disconnect()
    expect((await adaTab.waitForEvent(leftOf(bolaTab.sessionId))).event).toEqual({
      type: 'disconnect',
      i: bola.id,
      m: { session: bolaTab.sessionId },
    })
    bolaTab.close()

    // The socket closes (a crashed tab).
    const closing = await rawMember(cara.token)
    await closing.call('presence_announce', { data: { sessionId: 'cara-tab', locations: [] } })
    await adaTab.waitForEvent(stateOf('cara-tab'))
    closing.socket.close()
    expect((await adaTab.waitForEvent(leftOf('cara-tab'))).event).toMatchObject({ i: cara.id })

    // Signing out ends the session; its socket is closed at once.
    const signingOut = await rawMember(dan.token)
    await signingOut.call('presence_announce', { data: { sessionId: 'dan-tab', locations: [] } })
    await adaTab.waitForEvent(stateOf('dan-tab'))
    const logout = await fetch(`${lake.url}/v2021-06-07/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${dan.token}` },
    })
    expect(logout.status).toBeLessThan(300)
    expect(await signingOut.closed).toEqual({ code: 4001, reason: 'Session ended' })
    expect((await adaTab.waitForEvent(leftOf('dan-tab'))).event).toMatchObject({ i: dan.id })
    adaTab.close()
  })

  it('a member removed, through the lake or by the CLI in another process, leaves at once', async () => {
    const [ada, eve, fola] = [await person(), await person(), await person()]
    const adaTab = await joinPresence(lake.url, 'production', ada.token)
    const eveSocket = await rawMember(eve.token)
    await eveSocket.call('presence_announce', { data: { sessionId: 'eve-tab', locations: [] } })
    await adaTab.waitForEvent(stateOf('eve-tab'))
    lake.runtime.team.remove(eve.email)
    expect((await eveSocket.closed).code).toBe(4001)
    await adaTab.waitForEvent(leftOf('eve-tab'))

    const folaSocket = await rawMember(fola.token)
    await folaSocket.call('presence_announce', { data: { sessionId: 'fola-tab', locations: [] } })
    await adaTab.waitForEvent(stateOf('fola-tab'))
    await promisify(execFile)(
      join(ROOT, 'node_modules/.bin/node'),
      ['--import', 'tsx', 'lake/src/main.ts', 'members', 'remove', fola.email],
      { cwd: ROOT, env: { ...process.env, LAKE_DATA_DIR: lake.dataDir } },
    )
    expect((await folaSocket.closed).code).toBe(4001)
    await adaTab.waitForEvent(leftOf('fola-tab'))
    adaTab.close()
  }, 60_000)
})

describe('who may connect', () => {
  it('refuses anonymous sockets and unknown sessions', async () => {
    const anonymous = await openRawSocket(socketUrl())
    expect(await anonymous.call('presence_subscribe')).toMatchObject({
      error: { code: 4001, message: 'Send "authorization" with a session first' },
    })
    expect((await anonymous.closed).code).toBe(4001)

    const unknown = await openRawSocket(socketUrl())
    const answer = await unknown.call('authorization', { authorization: 'Bearer not-a-session-token' })
    expect(answer).toMatchObject({ error: { code: 4001 } })
    expect((await unknown.closed).code).toBe(4001)

    // A socket that never says who it is does not stay open.
    const silent = await openRawSocket(socketUrl())
    expect(await silent.closed).toEqual({ code: 4001, reason: 'No authorization received' })

    await expect(
      openRawSocket(socketUrl(), { authorization: 'Bearer not-a-session-token' }),
    ).rejects.toMatchObject({ status: 401 })
    await expect(openRawSocket(socketUrl('no-such-dataset'))).rejects.toMatchObject({ status: 404 })
    const plainGet = await fetch(`${lake.url}/v2022-06-30/socket/production`)
    expect(plainGet.status).toBe(426)
  })

  it('lets a member sign in with the upgrade header instead of the first message', async () => {
    const [ada, gbenga] = [await person(), await person()]
    const adaTab = await joinPresence(lake.url, 'production', ada.token)
    const raw = await openRawSocket(socketUrl(), { authorization: `Bearer ${gbenga.token}` })
    await raw.call('presence_announce', { data: { sessionId: 'gbenga-tab', locations: [] } })
    expect((await adaTab.waitForEvent(stateOf('gbenga-tab'))).event.i).toBe(gbenga.id)
    raw.socket.close()
    adaTab.close()
  })

  it('lets robots watch but never shows them', async () => {
    const [ada, bola] = [await person(), await person()]
    const adaTab = await joinPresence(lake.url, 'production', ada.token)
    const robot = await rawMember(lake.tokens.write)
    const bolaSocket = await rawMember(bola.token)
    const mark = adaTab.events.length
    expect(
      await robot.call('presence_announce', { data: { sessionId: 'robot-tab', locations: [] } }),
    ).toMatchObject({ result: true })
    await bolaSocket.call('presence_announce', { data: { sessionId: 'bola-after-robot', locations: [] } })
    // Events from one place arrive in order: the robot's would have come before Bola's.
    const { index } = await adaTab.waitForEvent(stateOf('bola-after-robot'), mark)
    expect(adaTab.events.slice(mark, index).filter(stateOf('robot-tab'))).toEqual([])
    // The robot hears the members.
    await waitForFrame(robot.frames, 'bola-after-robot')
    robot.socket.close()
    bolaSocket.socket.close()
    adaTab.close()
  })

  it('serves the socket on the Studio listener (HTTP/2 + TLS) over an HTTP/1.1 upgrade', async () => {
    const ada = await person()
    const url = `${(lake.tlsUrl as string).replace(/^https/, 'wss')}/v2022-06-30/socket/production`
    const raw = await openRawSocket(url, {}, { rejectUnauthorized: false })
    expect(await raw.call('authorization', { authorization: `Bearer ${ada.token}` })).toMatchObject({
      result: true,
    })
    raw.socket.close()
  })
})

/** Waits for a frame of a subscription that carries this session's state. */
async function waitForFrame(frames: Array<Record<string, unknown>>, sessionId: string) {
  return waitFor(() =>
    frames.find(
      (frame) => (frame.params as { result?: PresenceEvent } | undefined)?.result?.m?.sessionId === sessionId,
    ),
  )
}

describe('nobody speaks as someone else', () => {
  it("the sender's id is always their own, and another's session cannot be taken or ended", async () => {
    const [ada, mallory] = [await person(), await person()]
    const adaTab = await joinPresence(lake.url, 'production', ada.token)
    await adaTab.announce([fieldLocation('post-3', 'title')])
    const raw = await rawMember(mallory.token)
    const mark = adaTab.events.length
    const focus = fieldLocation('post-3', 'title')

    const taken = await raw.call('presence_announce', {
      data: { sessionId: adaTab.sessionId, locations: [] },
    })
    expect(taken).toMatchObject({
      error: { code: -32602, message: '"data.sessionId" belongs to another connection' },
    })
    expect(await raw.call('presence_disconnect', { session: adaTab.sessionId })).toMatchObject({
      result: true,
    })
    await raw.call('presence_announce', {
      i: ada.id,
      data: {
        sessionId: 'mallory-tab',
        i: ada.id,
        userId: ada.id,
        locations: [{ ...focus, userId: ada.id }],
      },
    })
    const { event, index } = await adaTab.waitForEvent(stateOf('mallory-tab'), mark)
    expect(event).toEqual({
      type: 'state',
      i: mallory.id,
      m: { sessionId: 'mallory-tab', locations: [focus] },
    })
    // Nothing about Ada's session came from Mallory's attempts before it.
    const aboutAda = (e: PresenceEvent) =>
      e.m?.sessionId === adaTab.sessionId || e.m?.session === adaTab.sessionId
    expect(adaTab.events.slice(mark, index).filter(aboutAda)).toEqual([])
    raw.socket.close()
    adaTab.close()
  })

  it('shows each person only the locations in documents their role can read', async () => {
    const writer = lake.client('write')
    await writer.createOrReplace({
      _id: 'waitList.presence-app',
      _type: 'waitListApplication',
      name: 'Applicant',
    })
    await writer.createOrReplace({ _id: 'presence-post', _type: 'post', title: 'A post' })
    const [staff, colleague, moderator] = [
      await person('staff'),
      await person('staff'),
      await person('moderator'),
    ]
    const colleagueTab = await joinPresence(lake.url, 'production', colleague.token)
    const moderatorTab = await joinPresence(lake.url, 'production', moderator.token)
    const staffTab = await joinPresence(lake.url, 'production', staff.token)
    const application = fieldLocation('waitList.presence-app', 'name')
    const post = fieldLocation('presence-post', 'title')
    await staffTab.announce([application, post])
    expect((await colleagueTab.waitForEvent(stateOf(staffTab.sessionId))).event.m?.locations).toEqual([
      application,
      post,
    ])
    expect((await moderatorTab.waitForEvent(stateOf(staffTab.sessionId))).event.m?.locations).toEqual([post])

    // A new role counts from then on, without signing in again.
    lake.runtime.team.setRoles(moderator.email, ['staff'])
    await waitFor(
      async () => {
        const from = moderatorTab.events.length
        await staffTab.announce([application, post])
        const { event } = await moderatorTab.waitForEvent(stateOf(staffTab.sessionId), from)
        return event.m?.locations?.length === 2
      },
      { intervalMs: 600 }, // within this lake's rate of 2 messages a second
    )
    for (const tab of [staffTab, colleagueTab, moderatorTab]) tab.close()
  })

  it('keeps datasets apart', async () => {
    const [bola, eve, frank] = [await person(), await person(), await person()]
    const eveTab = await joinPresence(lake.url, 'other', eve.token)
    const bolaSocket = await rawMember(bola.token, 'production')
    const frankSocket = await rawMember(frank.token, 'other')
    await bolaSocket.call('presence_announce', { data: { sessionId: 'bola-production', locations: [] } })
    await frankSocket.call('presence_announce', { data: { sessionId: 'frank-other', locations: [] } })
    const { index } = await eveTab.waitForEvent(stateOf('frank-other'))
    expect(eveTab.events.slice(0, index).filter(stateOf('bola-production'))).toEqual([])
    bolaSocket.socket.close()
    frankSocket.socket.close()
    eveTab.close()
  })
})

describe('bad input and limits', () => {
  it('answers a malformed message with a JSON-RPC error naming what is wrong', async () => {
    const raw = await rawMember((await person()).token)
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ data: { sessionId: 'tab', locations: 'here' } }, -32602, '"data.locations" must be an array'],
      [
        {
          data: {
            sessionId: 'tab',
            locations: [{ type: 'document', documentId: 'x', lastActiveAt: 'soon' }],
          },
        },
        -32602,
        'data.locations[0].lastActiveAt must be a date-time',
      ],
      [
        {
          data: {
            sessionId: 'tab',
            locations: [{ ...fieldLocation('x', 'title'), path: [{ nested: true }] }],
          },
        },
        -32602,
        'data.locations[0].path[0] must be a field name, an index, {_key} or an index range',
      ],
      [{ data: { sessionId: 'no spaces', locations: [] } }, -32602, '"data.sessionId" must be 1 to 64'],
    ]
    for (const [params, code, message] of cases) {
      const answer = await raw.call('presence_announce', params)
      expect(answer.error).toMatchObject({ code })
      expect((answer.error as { message: string }).message).toContain(message)
    }
    expect(await raw.call('presence_teleport')).toMatchObject({ error: { code: -32601 } })
    raw.send('not json')
    await waitFor(() => raw.frames.find((frame) => (frame.error as { code?: number })?.code === -32700))
    raw.socket.close()
  })

  it('closes a socket that sends an oversized message or floods', async () => {
    const big = await rawMember((await person()).token)
    big.send({ jsonrpc: '2.0', method: 'presence_rollcall', params: { session: 'x'.repeat(4096) }, id: 1 })
    expect((await big.closed).code).toBe(1009)

    const flood = await rawMember((await person()).token)
    for (let i = 0; i < 100; i++) {
      flood.send({ jsonrpc: '2.0', method: 'presence_rollcall', params: { session: 'flood' }, id: `f${i}` })
    }
    expect((await flood.closed).code).toBe(1008)
    expect(flood.frames.some((frame) => (frame.error as { code?: number })?.code === 4029)).toBe(true)
  })
})
