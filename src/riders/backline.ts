/**
 * Backline as the fit check compares it: the rider's rows (item × qty, brought by the venue) against the venue's
 * listed items, each with the count its text names ("2x Marshall JCM800", "DI box ×4", "3 wedges").
 */
import type { BacklineItem } from './schema.ts'

/** Lower-case words without punctuation, for matching "Drum kit (Pearl)" against "pearl drum kit". */
function words(s: string): string[] {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1)
}

const SYNONYMS: Record<string, string> = {
  drumkit: 'drums',
  drum: 'drums',
  kit: 'drums',
  amplifier: 'amp',
  amps: 'amp',
  amplifiers: 'amp',
  combo: 'amp',
  keyboard: 'keys',
  keyboards: 'keys',
  piano: 'keys',
  stagepiano: 'keys',
  guitars: 'guitar',
  basses: 'bass',
  boxes: 'box',
  stands: 'stand',
}
const canon = (w: string) => SYNONYMS[w] ?? w
const wordSet = (s: string) => new Set(words(s).map(canon))

const MAX_COUNT = 99
// "2x", "2 x", "2 ×", "2*" before the item; "x2", "× 2", "(2)" after it.
const LEADING_TIMES = /^\s*(\d{1,2})\s*[x×*]\s*/i
const TRAILING_TIMES = /\s*(?:[x×*]\s*(\d{1,2})|\((\d{1,2})\))\s*$/i
// "3 wedges": a bare leading number counts, unless a unit follows it ("12 channel desk", "22 inch kick", "2 way").
const LEADING_BARE = /^\s*(\d{1,2})\s+(?!(?:ch|channels?|inch|inches|way|watts?|w|kw|m|mm|cm|kg|pin|band)\b)/i

/** A venue's backline entry read as an item and how many of it: "2x Marshall JCM800" → 2 × "Marshall JCM800". */
export function parseVenueItem(text: string): { item: string; count: number } {
  for (const re of [LEADING_TIMES, TRAILING_TIMES, LEADING_BARE]) {
    const m = re.exec(text)
    if (!m) continue
    const count = Number(m[1] ?? m[2])
    const item = text.replace(re, ' ').trim()
    if (count >= 1 && item) return { item, count: Math.min(count, MAX_COUNT) }
  }
  return { item: text.trim(), count: 1 }
}

/** An item matches when every significant word of the need appears in it (or every word of it in the need). */
function matches(want: ReadonlySet<string>, have: ReadonlySet<string>): boolean {
  if (want.size === 0) return true
  const wantInHave = [...want].every((w) => have.has(w))
  const haveInWant = have.size > 0 && [...have].every((w) => want.has(w))
  return wantInHave || haveInWant
}

export interface BacklineFit {
  /** What the venue does not list enough of: "Guitar amp", or "1× Guitar amp" when it lists fewer than needed. */
  missing: string[]
}

/**
 * Each need (in the rider's order) takes as many as it wants from the venue items that match it, until they run
 * out; what it cannot take is missing. So "2 × Guitar amp" against one listed guitar amp misses one.
 */
export function checkBacklineCounts(
  needs: readonly Pick<BacklineItem, 'item' | 'qty'>[],
  venueBackline: readonly string[],
): BacklineFit {
  const stock = venueBackline.map((text) => {
    const { item, count } = parseVenueItem(text)
    return { words: wordSet(item), left: count }
  })
  const missing: string[] = []
  for (const need of needs) {
    const want = wordSet(need.item)
    let short = need.qty
    for (const s of stock) {
      if (short === 0) break
      if (s.left === 0 || !matches(want, s.words)) continue
      const take = Math.min(s.left, short)
      s.left -= take
      short -= take
    }
    if (short === need.qty) missing.push(need.qty > 1 ? `${need.qty}× ${need.item}` : need.item)
    else if (short > 0) missing.push(`${short}× ${need.item}`)
  }
  return { missing }
}
