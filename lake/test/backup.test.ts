/**
 * Backups (`src/backup/`): taken while writes go on (by the running lake and by `npm run lake -- backup` from another
 * process), each a consistent snapshot; wipe the data dir, `npm run lake -- restore <backup>`, and the lake's export is
 * what it was; the retention count prunes old backups; a bad restore path is a clear error that changes nothing.
 */
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { promisify } from 'node:util'
import { listBackups, readManifest } from '@escrova/lake/backup/retention'
import { backupNow, startBackupSchedule } from '@escrova/lake/backup/schedule'
import { exportNdjson } from '@escrova/lake/io/export'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { startTestLake, type TestLake } from '../../tests/support/lake.ts'
import { waitFor } from '../../tests/support/wait.ts'

const ROOT = resolve(import.meta.dirname, '../..')
const run = promisify(execFile)
const cleanup: Array<() => Promise<void> | void> = []
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step()
})

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** `npm run lake -- <args>`, as a person runs it (the same entry point, without npm's own start-up). */
async function lakeCommand(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      join(ROOT, 'node_modules/.bin/node'),
      ['--import', 'tsx', 'lake/src/main.ts', ...args],
      {
        cwd: ROOT,
        env: { ...process.env, ...env },
      },
    )
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

/** What the lake exports, one document per line (sorted: the store's order is not part of the contract). */
function exported(lake: TestLake): string[] {
  return exportNdjson(lake.runtime.store.dataset('production') as never)
    .split('\n')
    .filter(Boolean)
    .sort()
}

function assetHashes(dataDir: string): Record<string, string> {
  const dir = join(dataDir, 'assets/production')
  if (!existsSync(dir)) return {}
  return Object.fromEntries(
    readdirSync(dir).map((name) => [
      name,
      createHash('sha1')
        .update(readFileSync(join(dir, name)))
        .digest('hex'),
    ]),
  )
}

/** The `w-<n>` documents a backup holds, by number. */
function writesIn(backupPath: string): number[] {
  const db = new DatabaseSync(join(backupPath, 'lake.sqlite'), { readOnly: true })
  try {
    const rows = db.prepare("SELECT id FROM documents WHERE id LIKE 'w-%'").all() as Array<{ id: string }>
    return rows.map((row) => Number(row.id.slice(2))).sort((a, b) => a - b)
  } finally {
    db.close()
  }
}

async function startOn(dataDir: string): Promise<TestLake> {
  const lake = await startTestLake({ dataDir, seed: false })
  cleanup.push(() => lake.stop())
  return lake
}

describe('backups', () => {
  it('backs up while writes go on; after a wipe, restore brings back the same export', async () => {
    const dataDir = join(tempDir('lake-backup-data-'), 'lake')
    const backupDir = tempDir('lake-backups-')
    const env = { LAKE_DATA_DIR: dataDir, LAKE_BACKUP_DIR: backupDir, LAKE_BACKUP_KEEP: '10' }
    const lake = await startOn(dataDir)
    const client = lake.client('write')
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0b7a53' } })
      .png()
      .toBuffer()
    const image = await client.assets.upload('image', png, { filename: 'market.png' })
    await client.create({
      _id: 'post-1',
      _type: 'post',
      title: 'Escrow',
      mainImage: { asset: { _ref: image._id } },
    })

    // A writer commits one document after another until told to stop.
    let writing = true
    let written = 0
    const writer = (async () => {
      while (writing) {
        await client.create({ _id: `w-${written + 1}`, _type: 'note', n: written + 1 })
        written++
      }
    })()
    const inProcess = await backupNow(lake.runtime, { dir: backupDir, keep: 10 })
    const fromCli = await lakeCommand(['backup'], env)
    expect(fromCli.code, fromCli.stderr).toBe(0)
    writing = false
    await writer
    expect(written).toBeGreaterThan(0)
    // Each backup is one moment of the store: the writes up to some point, none missing in between.
    for (const path of listBackups(backupDir)) {
      const held = writesIn(path)
      expect(held).toEqual(Array.from({ length: held.length }, (_, i) => i + 1))
    }
    expect(inProcess.documents).toBeGreaterThan(0)

    // The last backup, taken once the writes stopped, then the data dir wiped.
    const final = await lakeCommand(['backup'], env)
    expect(final.code, final.stderr).toBe(0)
    const latest = listBackups(backupDir)[0]
    const before = exported(lake)
    const assetsBefore = assetHashes(dataDir)
    const tokensBefore = lake.tokens
    // The key sealing the team's second factors is never in a backup: it is kept apart, as an operator would.
    expect(readdirSync(latest)).not.toContain('team.key')
    const keptApart = join(tempDir('lake-key-'), 'team.key')
    copyFileSync(join(dataDir, 'team.key'), keptApart)
    await lake.stop()
    rmSync(dataDir, { recursive: true, force: true })

    // Nothing answers at LAKE_URL now (the stopped lake's address), so restore goes ahead. With the data dir gone,
    // restore says the key is missing; with the copy kept apart, it is put back.
    const withoutKey = await lakeCommand(['restore', latest], { ...env, LAKE_URL: lake.url })
    expect(withoutKey.code, withoutKey.stderr).toBe(0)
    expect(withoutKey.stdout).toContain(
      "no team.key (backups never hold it): members' authenticator apps will not work",
    )
    rmSync(dataDir, { recursive: true, force: true })
    const restore = await lakeCommand(['restore', latest, '--key', keptApart], { ...env, LAKE_URL: lake.url })
    expect(restore.code, restore.stderr).toBe(0)
    expect(restore.stdout).toContain('restored')
    expect(readFileSync(join(dataDir, 'team.key'))).toEqual(readFileSync(keptApart))
    expect(statSync(join(dataDir, 'team.key')).mode & 0o777).toBe(0o600)
    const again = await startOn(dataDir)
    expect(exported(again)).toEqual(before)
    expect(writesIn(latest)).toHaveLength(written)
    expect(assetHashes(dataDir)).toEqual(assetsBefore)
    expect(again.tokens).toEqual(tokensBefore)
    const served = await fetch(
      `${again.url}/images/${again.projectId}/production/${image.sha1hash}-40x30.png`,
    )
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true)
  }, 180_000)

  it('keeps only the configured number of backups, the newest', async () => {
    const dataDir = join(tempDir('lake-backup-data-'), 'lake')
    const backupDir = tempDir('lake-backups-')
    const lake = await startOn(dataDir)
    const taken: string[] = []
    for (let i = 0; i < 4; i++) {
      await lake.client('write').create({ _type: 'note', n: i })
      taken.push((await backupNow(lake.runtime, { dir: backupDir, keep: 2 })).path)
    }
    expect(listBackups(backupDir)).toEqual([taken[3], taken[2]])
    expect(existsSync(taken[0])).toBe(false)
  })

  it('takes backups on its schedule, keeping the configured number', async () => {
    const dataDir = join(tempDir('lake-backup-data-'), 'lake')
    const backupDir = tempDir('lake-backups-')
    const lake = await startOn(dataDir)
    await lake.client('write').create({ _id: 'scheduled', _type: 'note' })
    // Every second (croner's six-field pattern), two kept.
    const stop = startBackupSchedule(lake.runtime, { dir: backupDir, keep: 2, schedule: '* * * * * *' })
    cleanup.push(stop)
    const [newest] = await waitFor(() => listBackups(backupDir), {
      accept: (list) => list.length === 2,
      timeoutMs: 30_000,
    })
    await waitFor(() => listBackups(backupDir), {
      accept: (list) => list.length === 2 && list[0] !== newest,
      timeoutMs: 30_000,
    })
    expect(writesIn(newest)).toEqual([])
    expect(readManifest(newest).documents).toBeGreaterThan(0)
  }, 90_000)

  it('refuses a bad restore path with a clear message and changes nothing', async () => {
    const dataDir = join(tempDir('lake-backup-data-'), 'lake')
    const backupDir = tempDir('lake-backups-')
    const lake = await startOn(dataDir)
    await lake.client('write').create({ _id: 'keep-me', _type: 'note' })
    const good = await backupNow(lake.runtime, { dir: backupDir, keep: 5 })
    const before = exported(lake)
    const url = lake.url
    await lake.stop()

    const notABackup = tempDir('not-a-backup-')
    writeFileSync(join(notABackup, 'notes.txt'), 'hello')
    const damaged = join(tempDir('damaged-'), 'lake-20260101T000000000Z')
    mkdirSync(damaged)
    writeFileSync(join(damaged, 'manifest.json'), readFileSync(join(good.path, 'manifest.json')))
    writeFileSync(join(damaged, 'lake.sqlite'), 'this is not a database')
    for (const [path, message] of [
      [join(backupDir, 'no-such-backup'), 'No backup at'],
      [join(notABackup, 'notes.txt'), 'is a file, not a backup folder'],
      [notABackup, 'is not a lake backup'],
      [damaged, 'is damaged'],
    ]) {
      const result = await lakeCommand(['restore', path], { LAKE_DATA_DIR: dataDir, LAKE_URL: url })
      expect(result.code, path).toBe(1)
      expect(result.stderr, path).toContain(message)
      expect(result.stderr, path).toContain('Nothing was changed.')
    }
    const usage = await lakeCommand(['restore'], { LAKE_DATA_DIR: dataDir, LAKE_URL: url })
    expect(usage.code).toBe(2)
    // The data dir is as it was: nothing moved aside, the same export.
    expect(readdirSync(join(dataDir, '..')).filter((name) => name.includes('before-restore'))).toEqual([])
    const again = await startOn(dataDir)
    expect(exported(again)).toEqual(before)
  }, 120_000)
})
