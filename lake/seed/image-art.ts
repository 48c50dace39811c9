/**
 * Simple vector motifs for the seed images, one per topic. Drawn on a 1200x675 canvas; the caption sits bottom-left,
 * so motifs keep to the right half.
 */
const WHITE = '#ffffff'
const LILAC = '#c4b5fd'
const PURPLE = '#7c3aed'

export type MotifName =
  | 'shield'
  | 'ussd'
  | 'handshake'
  | 'map'
  | 'card'
  | 'invoice'
  | 'timer'
  | 'bills'
  | 'laptop'
  | 'storefront'
  | 'chart'
  | 'team'

const motifs: Record<MotifName, string> = {
  shield: `<path d="M860 120 L1020 180 L1020 330 C1020 430 950 500 860 540 C770 500 700 430 700 330 L700 180 Z" fill="${PURPLE}" stroke="${LILAC}" stroke-width="10"/>
    <path d="M790 330 L845 385 L940 270" fill="none" stroke="${WHITE}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/>`,
  ussd: `<rect x="760" y="90" width="240" height="460" rx="36" fill="#111018" stroke="${LILAC}" stroke-width="8"/>
    <rect x="785" y="140" width="190" height="120" rx="10" fill="${PURPLE}"/>
    <text x="880" y="215" font-family="DejaVu Sans Mono, monospace" font-size="40" fill="${WHITE}" text-anchor="middle">*737#</text>
    ${[0, 1, 2, 3]
      .map((row) =>
        [0, 1, 2]
          .map(
            (col) =>
              `<circle cx="${820 + col * 60}" cy="${310 + row * 60}" r="20" fill="${LILAC}" opacity="0.8"/>`,
          )
          .join(''),
      )
      .join('')}`,
  handshake: `<circle cx="760" cy="300" r="110" fill="${PURPLE}" opacity="0.9"/>
    <circle cx="1000" cy="300" r="110" fill="none" stroke="${LILAC}" stroke-width="14"/>
    <rect x="830" y="270" width="100" height="60" rx="30" fill="${WHITE}"/>
    <text x="760" y="318" font-family="DejaVu Sans" font-weight="bold" font-size="54" fill="${WHITE}" text-anchor="middle">₦</text>
    <text x="1000" y="318" font-family="DejaVu Sans" font-weight="bold" font-size="44" fill="${LILAC}" text-anchor="middle">✓</text>`,
  map: `<path d="M720 140 L860 100 L1000 150 L1080 130 L1060 470 L920 520 L800 480 L700 510 Z" fill="#1e1533" stroke="${LILAC}" stroke-width="6"/>
    ${[
      [780, 420],
      [900, 280],
      [960, 170],
    ]
      .map(
        ([x, y]) =>
          `<path d="M${x} ${y} c-30 -40 -30 -80 0 -90 c30 10 30 50 0 90 z" fill="${PURPLE}" stroke="${WHITE}" stroke-width="5"/><circle cx="${x}" cy="${y - 55}" r="10" fill="${WHITE}"/>`,
      )
      .join('')}`,
  card: `<rect x="690" y="170" width="420" height="260" rx="28" fill="${PURPLE}" transform="rotate(-8 900 300)"/>
    <rect x="720" y="200" width="420" height="260" rx="28" fill="#17112a" stroke="${LILAC}" stroke-width="6"/>
    <rect x="760" y="260" width="70" height="52" rx="8" fill="#facc15" opacity="0.85"/>
    <text x="760" y="390" font-family="DejaVu Sans Mono, monospace" font-size="30" fill="${WHITE}">•••• •••• •••• 4821</text>`,
  invoice: `<rect x="760" y="90" width="300" height="420" rx="18" fill="${WHITE}"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="800" y="${170 + i * 50}" width="${i === 4 ? 120 : 220}" height="16" rx="8" fill="${i === 4 ? PURPLE : '#d4d4d8'}"/>`).join('')}
    <rect x="800" y="120" width="140" height="26" rx="8" fill="${PURPLE}"/>
    <circle cx="1040" cy="500" r="60" fill="${PURPLE}" stroke="${WHITE}" stroke-width="8"/>
    <path d="M1015 500 h50 M1040 475 l25 25 l-25 25" stroke="${WHITE}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  timer: `<circle cx="900" cy="320" r="200" fill="none" stroke="#3b2a63" stroke-width="34"/>
    <path d="M900 120 A200 200 0 1 1 727 420" fill="none" stroke="${PURPLE}" stroke-width="34" stroke-linecap="round"/>
    <path d="M900 320 L900 200 M900 320 L980 360" stroke="${WHITE}" stroke-width="16" stroke-linecap="round"/>
    <text x="900" y="450" font-family="DejaVu Sans" font-weight="bold" font-size="44" fill="${LILAC}" text-anchor="middle">12h</text>`,
  bills: `<path d="M930 80 L790 360 L890 360 L850 560 L1020 260 L920 260 Z" fill="#facc15" stroke="${WHITE}" stroke-width="6" stroke-linejoin="round"/>
    <circle cx="740" cy="170" r="46" fill="${PURPLE}"/><circle cx="1060" cy="460" r="60" fill="${PURPLE}" opacity="0.7"/>`,
  laptop: `<rect x="730" y="150" width="360" height="240" rx="16" fill="#17112a" stroke="${LILAC}" stroke-width="8"/>
    <path d="M680 410 H1140 L1100 450 H720 Z" fill="${LILAC}"/>
    <path d="M830 230 l-40 40 l40 40 M990 230 l40 40 l-40 40 M930 215 l-40 110" stroke="${PURPLE}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  storefront: `<rect x="730" y="230" width="360" height="280" rx="10" fill="#17112a" stroke="${LILAC}" stroke-width="8"/>
    ${[0, 1, 2, 3, 4, 5].map((i) => `<path d="M${720 + i * 63} 170 h63 v60 a31 31 0 0 1 -63 0 z" fill="${i % 2 ? WHITE : PURPLE}"/>`).join('')}
    <rect x="870" y="380" width="80" height="130" fill="${PURPLE}"/>
    <rect x="1040" y="90" width="90" height="90" rx="26" fill="none" stroke="${WHITE}" stroke-width="10"/><circle cx="1085" cy="135" r="20" fill="none" stroke="${WHITE}" stroke-width="10"/>`,
  chart: `${[0, 1, 2, 3, 4].map((i) => `<rect x="${730 + i * 75}" y="${480 - (i + 1) * 60}" width="50" height="${(i + 1) * 60}" rx="8" fill="${i === 4 ? PURPLE : LILAC}" opacity="${0.5 + i * 0.1}"/>`).join('')}
    <path d="M730 380 L805 330 L880 350 L955 250 L1030 170 L1100 120" fill="none" stroke="${WHITE}" stroke-width="10" stroke-linecap="round"/>`,
  team: `${[
    [780, 320, PURPLE],
    [900, 260, LILAC],
    [1020, 320, PURPLE],
  ]
    .map(
      ([x, y, c]) =>
        `<circle cx="${x}" cy="${y}" r="55" fill="${c}"/><path d="M${Number(x) - 90} ${Number(y) + 190} a90 90 0 0 1 180 0 z" fill="${c}"/>`,
    )
    .join('')}`,
}

export function motifSvg(name: MotifName): string {
  return motifs[name]
}
