import type { DatabaseSync } from 'node:sqlite'

/**
 * The team's tables, in the lake's own sqlite file (`store/db.ts`). Nothing secret is kept readable: passwords as
 * argon2id hashes, sessions and one-time links as SHA-256 hashes of their random tokens, second-factor secrets
 * sealed with a key kept outside the database (`../members/secret-box.ts`); passkeys as public keys only (`../members/passkeys.ts`).
 */
export function createTeamTables(db: DatabaseSync): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS team_members (
      id TEXT PRIMARY KEY,
      email TEXT NOT NULL UNIQUE,
      name TEXT NOT NULL,
      roles TEXT NOT NULL,
      password_hash TEXT,
      totp_secret TEXT,
      created_at TEXT NOT NULL,
      last_seen_at TEXT,
      removed_at TEXT,
      second_factor_required INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE IF NOT EXISTS team_sessions (
      key TEXT PRIMARY KEY,
      member_id TEXT NOT NULL,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS team_sessions_by_member ON team_sessions (member_id);
    CREATE TABLE IF NOT EXISTS team_links (
      key TEXT PRIMARY KEY,
      member_id TEXT NOT NULL,
      purpose TEXT NOT NULL,
      expires_at TEXT NOT NULL
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS team_passkeys (
      id TEXT PRIMARY KEY,
      member_id TEXT NOT NULL,
      name TEXT NOT NULL,
      public_key TEXT NOT NULL,
      counter INTEGER NOT NULL,
      transports TEXT NOT NULL,
      created_at TEXT NOT NULL,
      last_used_at TEXT
    ) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS team_passkeys_by_member ON team_passkeys (member_id);
  `)
  // Data folders made before an administrator could require a second factor.
  const columns = db.prepare('PRAGMA table_info(team_members)').all() as Array<{ name: string }>
  if (!columns.some((column) => column.name === 'second_factor_required')) {
    db.exec('ALTER TABLE team_members ADD COLUMN second_factor_required INTEGER NOT NULL DEFAULT 0')
  }
}
