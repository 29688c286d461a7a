/**
 * How search text is folded: lower case, accents removed, and the letters that have no accent to strip spelled as
 * Postgres' `unaccent` spells them (ß → ss, æ → ae, ø → o, ł → l…), so a word folded here equals the word the
 * database indexed.
 */
const SPELLED: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
  ŀ: 'l',
  ĳ: 'ij',
}
const SPELLED_RE = new RegExp(`[${Object.keys(SPELLED).join('')}]`, 'g')

export function fold(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(SPELLED_RE, (c) => SPELLED[c]!)
}

/** The folded words of a text: letters and digits only, so no SQL, tsquery or regex syntax gets through. */
export function foldedWords(s: string): string[] {
  return fold(s).match(/[\p{L}\p{N}]+/gu) ?? []
}
/**
 * German spellings without umlauts (`koeln`, `muenchen`, `gelaende`): `ae`, `oe`, `ue` (not after a vowel or q)
 * also match the folded umlaut, as German search analysers do.
 */
export function umlautSpellings(word: string): string[] {
  const v = word
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/(?<![aeiouq])ue/g, 'u')
  return v !== word ? [v] : []
}

/** The query without the words a chip stands for (as typed): removing the chip. */
export function withoutWords(q: string, typed: string): string {
  const escaped = typed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\W+')
  return q
    .replace(new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}(?=$|[^\\p{L}\\p{N}])`, 'iu'), '$1')
    .replace(/\s+/g, ' ')
    .trim()
}
