/**
 * Generates the site's static images (favicon set, Open Graph image, partner logos, avatars, illustrations) into
 * public/. Run once with `npx tsx site/scripts/make-assets.ts`; the output is committed, so builds need no tooling.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import sharp from 'sharp'

const PUBLIC = resolve(import.meta.dirname, '../public')
const PURPLE = '#5b21b6'

const mark = (
  size: number,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="${PURPLE}"/>
<path d="M20 18h24v6H27v5h15v6H27v5h17v6H20z" fill="#fff"/>
<circle cx="48" cy="48" r="5" fill="#fbbf24"/>
</svg>`

function write(path: string, data: string | Buffer) {
  mkdirSync(join(PUBLIC, path, '..'), { recursive: true })
  writeFileSync(join(PUBLIC, path), data)
}

async function png(svg: string, path: string, width: number, height = width) {
  write(path, await sharp(Buffer.from(svg)).resize(width, height).png({ compressionLevel: 9 }).toBuffer())
}

/** A minimal ICO holding one 32x32 PNG (all current browsers accept PNG-in-ICO). */
async function ico(svg: string, path: string) {
  const image = await sharp(Buffer.from(svg)).resize(32, 32).png().toBuffer()
  const header = Buffer.alloc(22)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(1, 4)
  header.writeUInt8(32, 6)
  header.writeUInt8(32, 7)
  header.writeUInt16LE(1, 10)
  header.writeUInt16LE(32, 12)
  header.writeUInt32LE(image.length, 14)
  header.writeUInt32LE(22, 18)
  write(path, Buffer.concat([header, image]))
}

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2e1065"/><stop offset="1" stop-color="#6d28d9"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<g transform="translate(90 200) scale(3.5)"><rect width="64" height="64" rx="14" fill="#fff"/><path d="M20 18h24v6H27v5h15v6H27v5h17v6H20z" fill="${PURPLE}"/></g>
<text x="350" y="300" font-family="Arial, sans-serif" font-size="96" font-weight="700" fill="#fff">Escrova</text>
<text x="350" y="380" font-family="Arial, sans-serif" font-size="38" fill="#e9d5ff">Safe escrow payments for Nigerian commerce</text>
</svg>`

const partner = (n: number) => {
  const shapes = [
    '<circle cx="32" cy="32" r="18"/>',
    '<rect x="14" y="14" width="36" height="36" rx="8"/>',
    '<path d="M32 12 52 50H12z"/>',
    '<path d="M14 32a18 18 0 0 1 36 0v18H14z"/>',
  ]
  const names = ['Kanopy', 'Tradewell', 'Pyramid Pay', 'Archway']
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="64" viewBox="0 0 200 64">
<g fill="#6b6584">${shapes[n - 1]}</g>
<text x="64" y="41" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#6b6584">${names[n - 1]}</text>
</svg>`
}

const avatar = (
  initials: string,
  hue: number,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="56" height="56" viewBox="0 0 56 56">
<circle cx="28" cy="28" r="28" fill="hsl(${hue} 60% 40%)"/>
<text x="28" y="35" text-anchor="middle" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="#fff">${initials}</text>
</svg>`

const preview = (dark: boolean) => {
  const bg = dark ? '#0e0a1c' : '#ffffff'
  const fg = dark ? '#f4f2ff' : '#17132b'
  const card = dark ? '#1a1430' : '#f5f2ff'
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100">
<rect width="160" height="100" rx="8" fill="${bg}" stroke="#8b5cf6"/>
<rect x="10" y="10" width="30" height="6" rx="3" fill="${PURPLE}"/>
<rect x="60" y="10" width="90" height="6" rx="3" fill="${card}"/>
<rect x="10" y="30" width="80" height="8" rx="4" fill="${fg}"/>
<rect x="10" y="44" width="60" height="8" rx="4" fill="${fg}" opacity=".6"/>
<rect x="10" y="62" width="36" height="12" rx="6" fill="${PURPLE}"/>
<rect x="100" y="28" width="50" height="60" rx="8" fill="${card}"/>
</svg>`
}

const illustration = (
  label: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="400" viewBox="0 0 520 400">
<rect x="20" y="20" width="480" height="360" rx="32" fill="#ede9fe"/>
<rect x="190" y="50" width="140" height="280" rx="22" fill="#4c1d95"/>
<rect x="204" y="74" width="112" height="232" rx="10" fill="#fff"/>
<rect x="216" y="92" width="88" height="30" rx="8" fill="#ddd6fe"/>
<rect x="216" y="132" width="88" height="30" rx="8" fill="#ddd6fe"/>
<rect x="216" y="172" width="88" height="30" rx="8" fill="#ddd6fe"/>
<rect x="216" y="250" width="88" height="34" rx="17" fill="#6d28d9"/>
<circle cx="100" cy="130" r="44" fill="#c4b5fd"/><path d="m82 130 12 12 24-24" stroke="#4c1d95" stroke-width="10" fill="none" stroke-linecap="round"/>
<circle cx="420" cy="260" r="44" fill="#fde68a"/><text x="420" y="274" text-anchor="middle" font-family="Arial" font-size="40" font-weight="700" fill="#92400e">₦</text>
<text x="260" y="370" text-anchor="middle" font-family="Arial" font-size="18" fill="#4c1d95">${label}</text>
</svg>`

async function main() {
  write('favicon.svg', mark(64))
  await ico(mark(64), 'favicon.ico')
  await png(mark(64), 'apple-touch-icon.png', 180)
  await png(mark(64), 'icon-192.png', 192)
  await png(mark(64), 'icon-512.png', 512)
  await png(og, 'og-image.png', 1200, 630)
  for (const n of [1, 2, 3, 4]) write(`images/partners/partner-${n}.svg`, partner(n))
  const people: [string, string, number][] = [
    ['adaeze', 'AO', 280],
    ['tunde', 'TB', 200],
    ['chioma', 'CE', 330],
    ['ibrahim', 'IM', 160],
    ['funmi', 'FA', 20],
    ['emeka', 'EN', 240],
  ]
  for (const [file, initials, hue] of people) write(`images/testimonials/${file}.svg`, avatar(initials, hue))
  write('images/preview-light.svg', preview(false))
  write('images/preview-dark.svg', preview(true))
  write('images/escrow-flow.svg', illustration('Funds held safely until delivery'))
  write('images/app-advantage.svg', illustration('Pay, sell and get paid in one app'))
  write(
    'site.webmanifest',
    `${JSON.stringify(
      {
        name: 'Escrova',
        short_name: 'Escrova',
        description: 'Escrow payments for merchants and shoppers in Nigeria.',
        start_url: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: PURPLE,
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      null,
      2,
    )}\n`,
  )
}

await main()
