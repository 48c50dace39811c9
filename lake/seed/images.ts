import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { type MotifName, motifSvg } from './image-art.ts'

/**
 * The seed images, drawn from SVG so the repository holds no stock photos: brand purple/black gradients, a motif and
 * a short caption. Posts reuse them; authors get initials avatars.
 */
export interface CoverSpec {
  name: string
  motif: MotifName
  caption: string
  /** Gradient stops, dark to light. */
  colors: [string, string]
}

export const COVERS = [
  { name: 'escrow-shield', motif: 'shield', caption: 'Funds held safely', colors: ['#0b0713', '#4c1d95'] },
  { name: 'ussd-payments', motif: 'ussd', caption: 'Pay by USSD, offline', colors: ['#09090b', '#5b21b6'] },
  {
    name: 'buyer-seller',
    motif: 'handshake',
    caption: 'Buyer and seller, both covered',
    colors: ['#120a24', '#6d28d9'],
  },
  { name: 'city-map', motif: 'map', caption: 'Lagos · Abuja · Kano', colors: ['#0b0713', '#3b0764'] },
  {
    name: 'virtual-card',
    motif: 'card',
    caption: 'One card, many currencies',
    colors: ['#030303', '#581c87'],
  },
  {
    name: 'payment-link',
    motif: 'invoice',
    caption: 'Invoices that get paid',
    colors: ['#0f0a1a', '#7e22ce'],
  },
  {
    name: 'dispute-timer',
    motif: 'timer',
    caption: 'Every window has a clock',
    colors: ['#050308', '#4c1d95'],
  },
  {
    name: 'bill-payments',
    motif: 'bills',
    caption: 'Airtime, data and bills',
    colors: ['#0a0612', '#6b21a8'],
  },
  {
    name: 'freelancer-laptop',
    motif: 'laptop',
    caption: 'Freelancers get paid',
    colors: ['#09090b', '#5b21b6'],
  },
  {
    name: 'instagram-store',
    motif: 'storefront',
    caption: 'Selling on Instagram',
    colors: ['#120a24', '#86198f'],
  },
  { name: 'naira-chart', motif: 'chart', caption: 'Naira, dollars, USDT', colors: ['#030303', '#6d28d9'] },
  {
    name: 'team-escrova',
    motif: 'team',
    caption: 'The people behind Escrova',
    colors: ['#0b0713', '#7c3aed'],
  },
] as const satisfies readonly CoverSpec[]

export type CoverName = (typeof COVERS)[number]['name']

export interface AvatarSpec {
  name: string
  initials: string
  colors: [string, string]
}

export const COVER_SIZE = { width: 1200, height: 675 } as const
export const AVATAR_SIZE = 256
const JPEG = { quality: 70, mozjpeg: true } as const

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

export function coverSvg(spec: CoverSpec): string {
  const { width, height } = COVER_SIZE
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${spec.colors[0]}"/><stop offset="1" stop-color="${spec.colors[1]}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.75" cy="0.45" r="0.5">
      <stop offset="0" stop-color="#a78bfa" stop-opacity="0.35"/><stop offset="1" stop-color="#a78bfa" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <circle cx="80" cy="80" r="180" fill="#ffffff" opacity="0.04"/>
  ${motifSvg(spec.motif)}
  <text x="70" y="90" font-family="DejaVu Sans" font-weight="bold" font-size="34" fill="#c4b5fd" letter-spacing="6">ESCROVA</text>
  <rect x="70" y="520" width="90" height="8" rx="4" fill="#a78bfa"/>
  <text x="70" y="590" font-family="DejaVu Sans" font-weight="bold" font-size="52" fill="#ffffff">${escapeXml(spec.caption)}</text>
</svg>`
}

export function avatarSvg(spec: AvatarSpec): string {
  const size = AVATAR_SIZE
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${spec.colors[0]}"/><stop offset="1" stop-color="${spec.colors[1]}"/>
  </linearGradient></defs>
  <rect width="${size}" height="${size}" fill="url(#bg)"/>
  <circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.38}" fill="#ffffff" opacity="0.08"/>
  <text x="${size / 2}" y="${size / 2 + 30}" font-family="DejaVu Sans" font-weight="bold" font-size="88" fill="#ffffff" text-anchor="middle">${escapeXml(spec.initials)}</text>
</svg>`
}

async function renderJpeg(svg: string, path: string): Promise<number> {
  const buffer = await sharp(Buffer.from(svg)).jpeg(JPEG).toBuffer()
  await writeFile(path, buffer)
  return buffer.length
}

/** Writes every cover and avatar into `dir`; returns file name → size in bytes. */
export async function renderImages(
  dir: string,
  avatars: readonly AvatarSpec[],
): Promise<Map<string, number>> {
  await mkdir(dir, { recursive: true })
  const sizes = new Map<string, number>()
  for (const spec of COVERS)
    sizes.set(`${spec.name}.jpg`, await renderJpeg(coverSvg(spec), join(dir, `${spec.name}.jpg`)))
  for (const spec of avatars) {
    sizes.set(`${spec.name}.jpg`, await renderJpeg(avatarSvg(spec), join(dir, `${spec.name}.jpg`)))
  }
  return sizes
}

/** The NDJSON form of an image field: the importer uploads the file and swaps this for an asset reference. */
export function seedImage(fileName: string, alt: string) {
  return { _type: 'image' as const, _sanityAsset: `image@file://./images/${fileName}.jpg`, alt }
}
