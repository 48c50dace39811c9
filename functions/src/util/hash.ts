/** Hashing with Web Crypto, so the same code runs on Node and in Workers. */
const encoder = new TextEncoder()

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
}

const hmacKeys = new Map<string, Promise<CryptoKey>>()

export async function hmacHex(secret: string, text: string): Promise<string> {
  let key = hmacKeys.get(secret)
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ])
    hmacKeys.set(secret, key)
  }
  return toHex(await crypto.subtle.sign('HMAC', await key, encoder.encode(text)))
}

/** A document-id-safe random id (Sanity ids allow a-z, A-Z, 0-9, _, - and .). */
export function randomId(): string {
  return crypto.randomUUID().replaceAll('-', '')
}
