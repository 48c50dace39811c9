/**
 * A passkey made in the test process, as an authenticator makes one ("none" attestation, an ES256 key): enough for
 * the lake to verify a registration with `@simplewebauthn/server`, where no browser is needed. Browser ceremonies
 * use Chromium's virtual authenticator instead (tests/studio/members-and-passkeys.test.ts).
 */
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')

/** The browser's registration answer to `options` (the lake's `auth/passkeys/options`), signed for `origin`. */
export function registrationResponse(
  options: { challenge: string; rp: { id: string } },
  origin: string,
): Record<string, unknown> {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  // COSE_Key: kty EC2 (1: 2), alg ES256 (3: -7), crv P-256 (-1: 1), x (-2), y (-3).
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x as string, 'base64url')],
      [-3, Buffer.from(jwk.y as string, 'base64url')],
    ]),
  )
  const credentialId = randomBytes(16)
  const idLength = Buffer.alloc(2)
  idLength.writeUInt16BE(credentialId.length)
  const authData = Buffer.concat([
    createHash('sha256').update(options.rp.id).digest(),
    Buffer.from([0x45]), // user present, user verified, attested credential data
    Buffer.alloc(4), // signature counter
    Buffer.alloc(16), // AAGUID
    idLength,
    credentialId,
    coseKey,
  ])
  const attestationObject = isoCBOR.encode(
    new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', new Uint8Array(authData)],
    ]) as never,
  )
  const clientData = { type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }
  return {
    id: b64url(credentialId),
    rawId: b64url(credentialId),
    type: 'public-key',
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
    response: {
      clientDataJSON: b64url(Buffer.from(JSON.stringify(clientData))),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    },
  }
}
