import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { generate } from 'selfsigned'

export interface Certificate {
  key: string
  cert: string
  certPath: string
}

/** Names the certificate covers: the Studio's client calls `https://<projectId>.localhost:<port>`. */
export function certificateNames(projectId: string): string[] {
  return ['localhost', `${projectId}.localhost`, '*.localhost', '127.0.0.1', '::1']
}

/** Type 7 is an IP address, type 2 a DNS name (RFC 5280 GeneralName). */
function altNames(names: string[]) {
  return names.map((name) =>
    /^[\d.]+$|:/.test(name) ? { type: 7 as const, ip: name } : { type: 2 as const, value: name },
  )
}

const VALID_DAYS = 825

/**
 * A self-signed certificate for the lake's TLS listener, made once and kept in `<dataDir>/tls/` so a person trusts
 * it once and restarts keep it. Regenerated when the names it must cover change.
 */
export async function ensureCertificate(dataDir: string, projectId: string): Promise<Certificate> {
  const dir = join(dataDir, 'tls')
  const keyPath = join(dir, 'localhost-key.pem')
  const certPath = join(dir, 'localhost-cert.pem')
  const namesPath = join(dir, 'names.json')
  const names = certificateNames(projectId)
  const current = existsSync(namesPath) ? readFileSync(namesPath, 'utf8') : ''
  if (!existsSync(keyPath) || !existsSync(certPath) || current !== JSON.stringify(names)) {
    mkdirSync(dir, { recursive: true })
    const notBeforeDate = new Date()
    const made = await generate(
      [
        { name: 'commonName', value: 'localhost' },
        { name: 'organizationName', value: 'Escrova local Content Lake' },
      ],
      {
        keyType: 'ec',
        curve: 'P-256',
        algorithm: 'sha256',
        notBeforeDate,
        notAfterDate: new Date(notBeforeDate.getTime() + VALID_DAYS * 86_400_000),
        extensions: [
          { name: 'basicConstraints', cA: false, critical: true },
          { name: 'keyUsage', digitalSignature: true, critical: true },
          { name: 'extKeyUsage', serverAuth: true },
          { name: 'subjectAltName', altNames: altNames(names) },
        ],
      },
    )
    writeFileSync(keyPath, made.private, { mode: 0o600 })
    writeFileSync(certPath, made.cert)
    writeFileSync(namesPath, JSON.stringify(names))
  }
  return { key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8'), certPath }
}
