// Demo illustrations drawn as SVG and rasterised with sharp at seed time: no network, no binaries in git.
// Letters are drawn as strokes, not <text>, so the result does not depend on the fonts a machine has.
import sharp from 'sharp'

export const palette = {
  charcoal: '#223333',
  teal: '#0d4740',
  green: '#2F5233',
  mint: '#4EA699',
  pale: '#BFFDE0',
  white: '#F4FFF9',
} as const

const skinTones = ['#7a4a2a', '#8d5524', '#5c3a21', '#a0673f', '#6b4423'] as const

/** Sky gradients, picked by variant so that neighbouring cards do not look identical. */
const skies: ReadonlyArray<readonly [string, string]> = [
  [palette.teal, palette.charcoal],
  [palette.mint, palette.teal],
  [palette.green, palette.charcoal],
  [palette.teal, palette.green],
  [palette.charcoal, palette.mint],
]

const pick = <T>(list: ReadonlyArray<T>, index: number): T => list[((index % list.length) + list.length) % list.length]

const svgDoc = (width: number, height: number, defs: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  `<defs>${defs}</defs>${body}</svg>`

const linear = (id: string, from: string, to: string, vertical = true): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 1}">` +
  `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`

// ---------------------------------------------------------------- stroke lettering

/** A monoline alphabet on a 6×10 grid. */
const glyphs: Record<string, string> = {
  A: 'M0 10 L3 0 L6 10 M1.1 6.4 L4.9 6.4',
  B: 'M0 5 L0 0 L3.5 0 Q5.5 0 5.5 2.5 Q5.5 5 3.5 5 L0 5 L0 10 L4 10 Q6 10 6 7.5 Q6 5 4 5',
  C: 'M6 1.6 Q5 0 3 0 Q0 0 0 5 Q0 10 3 10 Q5 10 6 8.4',
  D: 'M0 0 L0 10 L2.5 10 Q6 10 6 5 Q6 0 2.5 0 Z',
  E: 'M6 0 L0 0 L0 10 L6 10 M0 5 L4.5 5',
  F: 'M6 0 L0 0 L0 10 M0 5 L4.5 5',
  G: 'M6 1.6 Q5 0 3 0 Q0 0 0 5 Q0 10 3 10 Q6 10 6 6 L3.5 6',
  H: 'M0 0 L0 10 M6 0 L6 10 M0 5 L6 5',
  I: 'M3 0 L3 10 M1 0 L5 0 M1 10 L5 10',
  J: 'M5 0 L5 7 Q5 10 2.5 10 Q0 10 0 7.5',
  K: 'M0 0 L0 10 M6 0 L0 6 M2 4.6 L6 10',
  L: 'M0 0 L0 10 L6 10',
  M: 'M0 10 L0 0 L3 6 L6 0 L6 10',
  N: 'M0 10 L0 0 L6 10 L6 0',
  O: 'M3 0 Q0 0 0 5 Q0 10 3 10 Q6 10 6 5 Q6 0 3 0 Z',
  P: 'M0 10 L0 0 L3.5 0 Q6 0 6 2.75 Q6 5.5 3.5 5.5 L0 5.5',
  Q: 'M3 0 Q0 0 0 5 Q0 10 3 10 Q6 10 6 5 Q6 0 3 0 Z M3.6 7 L6 10',
  R: 'M0 10 L0 0 L3.5 0 Q6 0 6 2.75 Q6 5.5 3.5 5.5 L0 5.5 M3 5.5 L6 10',
  S: 'M6 1.6 Q5 0 3 0 Q0 0 0 2.5 Q0 5 3 5 Q6 5 6 7.5 Q6 10 3 10 Q1 10 0 8.4',
  T: 'M0 0 L6 0 M3 0 L3 10',
  U: 'M0 0 L0 7 Q0 10 3 10 Q6 10 6 7 L6 0',
  V: 'M0 0 L3 10 L6 0',
  W: 'M0 0 L1.5 10 L3 4 L4.5 10 L6 0',
  X: 'M0 0 L6 10 M6 0 L0 10',
  Y: 'M0 0 L3 5 L6 0 M3 5 L3 10',
  Z: 'M0 0 L6 0 L0 10 L6 10',
}
const GLYPH_WIDTH = 6
const GLYPH_GAP = 2.6

export const letteringWidth = (text: string, height: number): number =>
  ((text.length * GLYPH_WIDTH + Math.max(0, text.length - 1) * GLYPH_GAP) * height) / 10

/** Capital letters centred on (cx, cy); anything outside A–Z is skipped. */
const lettering = (text: string, cx: number, cy: number, height: number, color: string, weight = 1.5): string => {
  const upper = text.toUpperCase()
  const scale = height / 10
  const x0 = cx - letteringWidth(upper, height) / 2
  const paths = [...upper]
    .map((char, i) =>
      glyphs[char]
        ? `<path d="${glyphs[char]}" transform="translate(${i * (GLYPH_WIDTH + GLYPH_GAP)} 0)"/>`
        : '',
    )
    .join('')
  return (
    `<g transform="translate(${x0} ${cy - height / 2}) scale(${scale})" fill="none" stroke="${color}" ` +
    `stroke-width="${weight}" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`
  )
}

// ---------------------------------------------------------------- scene parts

const sun = (x: number, y: number, r: number): string =>
  `<circle cx="${x}" cy="${y}" r="${r * 1.9}" fill="${palette.pale}" opacity="0.08"/>` +
  `<circle cx="${x}" cy="${y}" r="${r * 1.4}" fill="${palette.pale}" opacity="0.12"/>` +
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${palette.pale}" opacity="0.9"/>`

const hills = (y: number, color: string, opacity = 1, shift = 0): string =>
  `<path d="M0 ${y} C${300 + shift} ${y - 90} ${520 + shift} ${y + 40} ${800 + shift} ${y - 30} S${1100 + shift} ${y - 70} 1200 ${y} ` +
  `L1200 800 L0 800 Z" fill="${color}" opacity="${opacity}"/>`

const road = (y: number, height = 120): string => {
  const dashes = Array.from({ length: 10 }, (_, i) => `<rect x="${i * 130 + 20}" y="${y + height / 2 - 4}" width="70" height="8" rx="4" fill="${palette.pale}" opacity="0.7"/>`)
  return `<rect x="0" y="${y}" width="1200" height="${height}" fill="${palette.charcoal}"/>` +
    `<rect x="0" y="${y}" width="1200" height="6" fill="${palette.mint}" opacity="0.6"/>${dashes.join('')}`
}

/** A side-view church bus, 360×180 before scaling, wheels on the baseline. */
const bus = (x: number, y: number, s: number, body: string = palette.mint): string => {
  // A pale bus needs dark glass, or its windows disappear into the body.
  const glass = body === palette.pale || body === palette.white ? palette.teal : palette.pale
  const windows = Array.from({ length: 5 }, (_, i) => `<rect x="${40 + i * 56}" y="26" width="44" height="46" rx="8" fill="${glass}" opacity="0.85"/>`)
  return (
    `<g transform="translate(${x} ${y - 180 * s}) scale(${s})">` +
    `<rect x="0" y="0" width="360" height="152" rx="30" fill="${body}"/>` +
    `<rect x="0" y="98" width="360" height="14" fill="${palette.teal}" opacity="0.55"/>` +
    windows.join('') +
    `<rect x="322" y="26" width="26" height="98" rx="8" fill="${glass}" opacity="0.7"/>` +
    `<circle cx="350" cy="134" r="7" fill="${palette.white}"/>` +
    `<g transform="translate(170 118)" stroke="${glass === palette.teal ? palette.teal : palette.white}" stroke-width="5" stroke-linecap="round"><path d="M0 -12 L0 12 M-8 -4 L8 -4"/></g>` +
    `<circle cx="80" cy="152" r="28" fill="${palette.charcoal}"/><circle cx="80" cy="152" r="11" fill="${palette.pale}"/>` +
    `<circle cx="286" cy="152" r="28" fill="${palette.charcoal}"/><circle cx="286" cy="152" r="11" fill="${palette.pale}"/>` +
    `</g>`
  )
}

/** A small family car, 220×110 before scaling. */
const car = (x: number, y: number, s: number, body: string = palette.pale): string =>
  `<g transform="translate(${x} ${y - 110 * s}) scale(${s})">` +
  `<path d="M10 90 L10 62 Q10 50 24 48 L56 44 L86 14 Q92 8 102 8 L160 8 Q172 8 178 16 L200 46 Q214 50 214 64 L214 90 Z" fill="${body}"/>` +
  `<path d="M96 22 L124 22 L124 46 L72 46 Z M134 22 L160 22 Q166 22 170 28 L182 46 L134 46 Z" fill="${palette.teal}" opacity="0.7"/>` +
  `<circle cx="58" cy="92" r="20" fill="${palette.charcoal}"/><circle cx="58" cy="92" r="8" fill="${palette.white}"/>` +
  `<circle cx="170" cy="92" r="20" fill="${palette.charcoal}"/><circle cx="170" cy="92" r="8" fill="${palette.white}"/>` +
  `</g>`

/** A church outline with a tower, spire and cross; about 240×420 before scaling, base on (x, y). */
const church = (x: number, y: number, s: number, stroke: string = palette.pale, fill: string = palette.teal): string =>
  `<g transform="translate(${x - 120 * s} ${y - 420 * s}) scale(${s})" stroke="${stroke}" stroke-width="7" stroke-linejoin="round" stroke-linecap="round">` +
  `<path d="M0 420 L0 250 L120 170 L240 250 L240 420 Z" fill="${fill}" fill-opacity="0.55"/>` +
  `<path d="M90 250 L90 120 L120 80 L150 120 L150 250" fill="${fill}" fill-opacity="0.8"/>` +
  `<path d="M120 80 L120 10 M98 34 L142 34" fill="none"/>` +
  `<path d="M96 420 L96 350 Q96 320 120 320 Q144 320 144 350 L144 420" fill="${palette.charcoal}" fill-opacity="0.5"/>` +
  `<path d="M40 380 L40 320 Q40 300 56 300 Q72 300 72 320 L72 380 Z M168 380 L168 320 Q168 300 184 300 Q200 300 200 320 L200 380 Z" fill="${palette.pale}" fill-opacity="0.35"/>` +
  `<circle cx="120" cy="190" r="18" fill="${palette.pale}" fill-opacity="0.4"/>` +
  `</g>`

/** A person as a head and shoulders, standing on (x, y). */
const person = (x: number, y: number, s: number, clothes: string, skin: string): string =>
  `<g transform="translate(${x} ${y - 150 * s}) scale(${s})">` +
  `<path d="M-46 150 L-46 92 Q-46 56 0 56 Q46 56 46 92 L46 150 Z" fill="${clothes}"/>` +
  `<circle cx="0" cy="24" r="28" fill="${skin}"/>` +
  `</g>`

const crowd = (x: number, y: number, count: number, s: number, seed: number): string => {
  const clothes = [palette.pale, palette.mint, palette.white, palette.green, palette.teal]
  return Array.from({ length: count }, (_, i) => {
    const lift = i % 2 === 0 ? 0 : 14 * s
    return person(x + i * 82 * s, y - lift, s * (i % 2 === 0 ? 1 : 0.92), pick(clothes, i + seed), pick(skinTones, i * 2 + seed))
  }).join('')
}

const skyline = (baseY: number, color: string, seed: number): string => {
  const heights = [180, 260, 140, 320, 220, 160, 280, 200, 150, 240, 190, 300]
  return heights
    .map((h, i) => {
      const height = pick(heights, i + seed) * 0.8 + (h % 40)
      const x = i * 100 + 10
      const windows = Array.from({ length: Math.floor(height / 60) }, (_, row) =>
        `<rect x="${x + 22}" y="${baseY - height + 24 + row * 56}" width="16" height="22" fill="${palette.pale}" opacity="0.25"/>` +
        `<rect x="${x + 50}" y="${baseY - height + 24 + row * 56}" width="16" height="22" fill="${palette.pale}" opacity="0.18"/>`,
      )
      return `<rect x="${x}" y="${baseY - height}" width="88" height="${height}" fill="${color}"/>${windows.join('')}`
    })
    .join('')
}

const steeringWheel = (cx: number, cy: number, r: number): string =>
  `<g fill="none" stroke="${palette.pale}" stroke-width="${r * 0.16}" stroke-linecap="round">` +
  `<circle cx="${cx}" cy="${cy}" r="${r}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.22}" fill="${palette.pale}"/>` +
  `<path d="M${cx - r} ${cy} L${cx - r * 0.22} ${cy} M${cx + r * 0.22} ${cy} L${cx + r} ${cy} M${cx} ${cy + r * 0.22} L${cx} ${cy + r}"/>` +
  `</g>`

const pin = (x: number, y: number, color: string, inner: string = palette.white): string =>
  `<path d="M${x} ${y} C${x - 10} ${y - 26} ${x - 34} ${y - 40} ${x - 34} ${y - 66} A34 34 0 1 1 ${x + 34} ${y - 66} C${x + 34} ${y - 40} ${x + 10} ${y - 26} ${x} ${y} Z" fill="${color}"/>` +
  `<circle cx="${x}" cy="${y - 66}" r="13" fill="${inner}"/>`

const heart = (cx: number, cy: number, s: number, color: string): string =>
  `<path transform="translate(${cx} ${cy}) scale(${s})" d="M0 30 C-40 0 -40 -30 -20 -36 C-8 -40 0 -30 0 -22 C0 -30 8 -40 20 -36 C40 -30 40 0 0 30 Z" fill="${color}"/>`

// ---------------------------------------------------------------- scenes

export type SceneKind =
  | 'bus-route'
  | 'depot'
  | 'drivers'
  | 'campus'
  | 'church-hall'
  | 'route-map'
  | 'door-to-door'
  | 'fellowship'
  | 'giving'

const sceneBody = (kind: SceneKind, v: number): string => {
  switch (kind) {
    case 'bus-route':
      return (
        sun(940 - v * 40, 200, 70) +
        hills(470, palette.green, 0.7, v * 20) +
        church(980, 560, 0.62) +
        hills(560, palette.teal, 0.9, -v * 30) +
        road(600, 140) +
        bus(260 + v * 30, 690, 1.25)
      )
    case 'depot':
      return (
        sun(220, 170, 60) +
        skyline(560, palette.teal, v) +
        `<rect x="0" y="560" width="1200" height="240" fill="${palette.charcoal}"/>` +
        [0, 1, 2].map((i) => `<rect x="${80 + i * 370}" y="586" width="6" height="150" fill="${palette.pale}" opacity="0.35"/>`).join('') +
        bus(100, 740, 0.85, palette.mint) +
        bus(470, 740, 0.85, palette.pale) +
        bus(840, 740, 0.85, palette.mint)
      )
    case 'drivers':
      return (
        `<circle cx="600" cy="330" r="250" fill="${palette.pale}" opacity="0.07"/>` +
        steeringWheel(600, 320, 170) +
        hills(640, palette.green, 0.6, v * 15) +
        crowd(250, 800, 9, 1.05, v)
      )
    case 'campus':
      return (
        sun(1000, 160, 55) +
        skyline(600, palette.green, v + 3) +
        road(600, 110) +
        bus(700, 690, 0.8, palette.pale) +
        crowd(90, 800, 6, 0.75, v)
      )
    case 'church-hall':
      return (
        sun(260, 190, 64) +
        hills(560, palette.green, 0.8, v * 25) +
        church(600, 700, 1.35) +
        `<rect x="0" y="700" width="1200" height="100" fill="${palette.charcoal}"/>` +
        crowd(90, 800, 4, 0.8, v) +
        crowd(850, 800, 4, 0.8, v + 2)
      )
    case 'route-map': {
      const grid = Array.from({ length: 13 }, (_, i) => `<path d="M${i * 100} 0 L${i * 100} 800 M0 ${i * 100} L1200 ${i * 100}" stroke="${palette.pale}" stroke-width="1" opacity="0.08"/>`)
      return (
        grid.join('') +
        `<path d="M150 650 C300 520 360 640 500 520 S720 300 860 380 S1020 220 1080 160" fill="none" stroke="${palette.pale}" stroke-width="10" stroke-dasharray="4 26" stroke-linecap="round"/>` +
        pin(150, 650, palette.mint) +
        pin(500, 520, palette.pale, palette.teal) +
        pin(860, 380, palette.mint) +
        church(1080, 200, 0.28, palette.pale, palette.green) +
        hills(720, palette.green, 0.5, v * 10)
      )
    }
    case 'door-to-door':
      return (
        sun(200, 180, 58) +
        // A row of houses: the rides start at members' doors.
        [0, 1, 2].map((i) =>
          `<g transform="translate(${640 + i * 180} 360)"><path d="M0 220 L0 90 L75 20 L150 90 L150 220 Z" fill="${pick([palette.teal, palette.green, palette.charcoal], i + v)}" stroke="${palette.pale}" stroke-width="5" stroke-linejoin="round"/>` +
          `<rect x="55" y="140" width="40" height="80" fill="${palette.pale}" opacity="0.5"/></g>`,
        ).join('') +
        road(590, 130) +
        car(180, 700, 1.5, palette.pale) +
        crowd(560, 800, 2, 0.85, v)
      )
    case 'fellowship':
      return (
        `<circle cx="600" cy="360" r="300" fill="${palette.pale}" opacity="0.06"/>` +
        heart(600, 250, 2.6, palette.mint) +
        hills(600, palette.green, 0.7, v * 20) +
        crowd(200, 800, 10, 1, v)
      )
    case 'giving':
      return (
        sun(600, 300, 120) +
        heart(600, 300, 1.9, palette.mint) +
        hills(560, palette.green, 0.8, v * 10) +
        road(640, 100) +
        bus(90, 720, 0.7, palette.pale) +
        church(1010, 640, 0.5)
      )
  }
}

const toJpeg = (svg: string, width: number, height: number): Promise<Buffer> =>
  sharp(Buffer.from(svg)).resize(width, height).jpeg({ quality: 84, mozjpeg: true }).toBuffer()

const toPng = (svg: string, width: number, height: number): Promise<Buffer> =>
  sharp(Buffer.from(svg)).resize(width, height).png({ compressionLevel: 9 }).toBuffer()

/** A 1200×800 JPEG illustration for project and news cards. */
export function renderScene(kind: SceneKind, variant = 0): Promise<Buffer> {
  const [from, to] = pick(skies, variant)
  const defs = linear('sky', from, to) + linear('shade', 'rgba(0,0,0,0)', 'rgba(0,0,0,0.35)')
  const body =
    `<rect width="1200" height="800" fill="url(#sky)"/>` + sceneBody(kind, variant) + `<rect width="1200" height="800" fill="url(#shade)"/>`
  return toJpeg(svgDoc(1200, 800, defs, body), 1200, 800)
}

/** A 600×600 JPEG head-and-shoulders portrait for team members. */
export function renderPortrait(variant = 0): Promise<Buffer> {
  const [from, to] = pick(skies, variant + 1)
  const clothes = pick([palette.pale, palette.mint, palette.white, palette.green], variant)
  const defs = linear('bg', from, to, false)
  const body =
    `<rect width="600" height="600" fill="url(#bg)"/>` +
    `<circle cx="300" cy="300" r="250" fill="${palette.pale}" opacity="0.08"/>` +
    `<path d="M110 600 L110 520 Q110 380 300 380 Q490 380 490 520 L490 600 Z" fill="${clothes}"/>` +
    `<path d="M262 384 L300 450 L338 384 Z" fill="${palette.charcoal}" opacity="0.35"/>` +
    `<rect x="268" y="300" width="64" height="96" rx="24" fill="${pick(skinTones, variant)}"/>` +
    `<ellipse cx="300" cy="240" rx="96" ry="110" fill="${pick(skinTones, variant)}"/>` +
    `<path d="M204 226 Q204 124 300 124 Q396 124 396 226 Q370 170 300 168 Q230 170 204 226 Z" fill="${palette.charcoal}" opacity="0.85"/>`
  return toJpeg(svgDoc(600, 600, defs, body), 600, 600)
}

export type Emblem = 'cross' | 'wheel' | 'dove' | 'shield'

const emblemShape = (emblem: Emblem, cx: number, cy: number): string => {
  switch (emblem) {
    case 'cross':
      return `<path d="M${cx} ${cy - 34} L${cx} ${cy + 34} M${cx - 22} ${cy - 12} L${cx + 22} ${cy - 12}" stroke="${palette.pale}" stroke-width="10" stroke-linecap="round"/>`
    case 'wheel':
      return steeringWheel(cx, cy, 32)
    case 'dove':
      return `<path d="M${cx - 34} ${cy + 6} Q${cx - 10} ${cy - 6} ${cx} ${cy - 30} Q${cx + 8} ${cy - 4} ${cx + 34} ${cy - 10} Q${cx + 20} ${cy + 14} ${cx - 4} ${cy + 18} L${cx - 20} ${cy + 30} Z" fill="${palette.pale}"/>`
    case 'shield':
      return `<path d="M${cx} ${cy - 36} L${cx + 30} ${cy - 24} L${cx + 30} ${cy + 2} Q${cx + 30} ${cy + 26} ${cx} ${cy + 38} Q${cx - 30} ${cy + 26} ${cx - 30} ${cy + 2} L${cx - 30} ${cy - 24} Z" fill="none" stroke="${palette.pale}" stroke-width="8" stroke-linejoin="round"/>` +
        `<path d="M${cx - 12} ${cy + 2} L${cx - 2} ${cy + 12} L${cx + 14} ${cy - 8}" fill="none" stroke="${palette.pale}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`
  }
}

/** A 400×200 PNG partner logo: an emblem and the partner's initials, on a transparent background. */
export function renderPartnerLogo(initials: string, emblem: Emblem, variant = 0): Promise<Buffer> {
  const [from, to] = pick(skies, variant)
  const defs = linear('badge', from, to, false)
  const textColor = variant % 2 === 0 ? palette.teal : palette.green
  const body =
    `<rect x="6" y="6" width="388" height="188" rx="28" fill="${palette.white}" stroke="${palette.pale}" stroke-width="4"/>` +
    `<circle cx="100" cy="100" r="62" fill="url(#badge)"/>` +
    emblemShape(emblem, 100, 100) +
    lettering(initials, 272, 92, 64, textColor, 1.7) +
    `<rect x="${272 - letteringWidth(initials, 64) / 2}" y="142" width="${letteringWidth(initials, 64)}" height="6" rx="3" fill="${palette.mint}"/>`
  return toPng(svgDoc(400, 200, defs, body), 400, 200)
}

/**
 * The 256×256 "FR" mark. The light-mode logo is a teal badge with pale letters; the dark-mode one
 * inverts it so that it stays visible on the charcoal background.
 */
export function renderLogoMark(mode: 'light' | 'dark'): Promise<Buffer> {
  const light = mode === 'light'
  const defs = light ? linear('mark', palette.mint, palette.teal, false) : linear('mark', palette.white, palette.pale, false)
  const ink = light ? palette.white : palette.teal
  const body =
    `<rect x="8" y="8" width="240" height="240" rx="56" fill="url(#mark)"/>` +
    lettering('FR', 128, 112, 96, ink, 1.55) +
    `<path d="M52 196 Q128 160 204 196" fill="none" stroke="${light ? palette.pale : palette.mint}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M92 186 L100 183 M124 176 L132 176 M156 183 L164 186" stroke="${light ? palette.teal : palette.white}" stroke-width="4" stroke-linecap="round"/>`
  return toPng(svgDoc(256, 256, defs, body), 256, 256)
}
