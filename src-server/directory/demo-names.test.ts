import { describe, expect, it } from 'vitest'
import { foldedWords } from '../../src/directory/text.ts'
import { demoRows } from './demo-data.ts'
import { SHOWCASE_NAMES } from './seed.ts'
import { DEMO_CITIES, MORE_CITIES } from './seed-places.ts'

/**
 * Demo listings carry invented names: never a real venue's, artist's or company's. The list holds the real names
 * the demo data once had (the showcase entries) and the real places its name templates used to make (a type word
 * plus a quarter: "Soho Theatre", "Theater Josefstadt", "Palais des Sports Gerland"), and other well-known ones.
 */
const REAL_NAMES = [
  // The former showcase entries and the sound system their text named.
  'Berghain',
  'Elbphilharmonie',
  'Philharmonie de Paris',
  'Café Tacvba',
  'Zoë Keating',
  'Funktion-One',
  // Berlin, Hamburg, Munich, Vienna.
  'Konzerthaus Berlin',
  'Volksbühne',
  'Kulturkirche Altona',
  'Deutsches Schauspielhaus',
  'Altonaer Theater',
  'Münchner Kammerspiele',
  'Theater in der Josefstadt',
  'Kammerspiele der Josefstadt',
  'Schauspielhaus Wien',
  'Wiener Konzerthaus',
  'Arena Wien',
  'Festsaal Kreuzberg',
  // Paris, Lyon.
  'Comédie Bastille',
  'Théâtre de la Bastille',
  'Théâtre du Marais',
  'Palais des Sports de Gerland',
  'Dôme de Paris',
  'Bouillon Pigalle',
  'La Cigale',
  'Salle Pleyel',
  'Salons Hoche',
  // London.
  'Soho Theatre',
  'SoHo Playhouse',
  'Camden Assembly',
  'Islington Assembly Hall',
  'Hackney Church',
  'Hackney Empire',
  'Union Chapel',
  'St Mary’s Islington',
  'St John’s Hackney',
  'Brixton Academy',
  // Milan, Barcelona, Madrid, Rome.
  'Piccolo Teatro',
  'Sala Verdi',
  'Teatro alla Scala',
  'Palau de la Música',
  'Palacio de la Música',
  'Palacio de Deportes',
  'Sala Apolo',
  'Teatro La Latina',
  'Teatro Prati',
  // Bands a template's words could put together.
  'Wild Rivers',
  'Paper Lanterns',
  'The Paper Kites',
  'Silver Foxes',
  'Crimson Tide',
]

/** Words that a real name may have or drop ("Theater in der Josefstadt" is "Theater Josefstadt" too). */
const GLUE = new Set(['in', 'der', 'de', 'la', 'le', 'du', 'des', 'di', 'del', 'the', 'of', 'am', 'an', 'im', 's'])
const words = (name: string) => foldedWords(name).filter((w) => !GLUE.has(w))

/** The real name `name` carries, if any: its words (glue words aside) in a row inside the name's words. */
function realNameIn(name: string): string | undefined {
  const mine = words(name).join(' ')
  return REAL_NAMES.find((real) => ` ${mine} `.includes(` ${words(real).join(' ')} `))
}

describe('demo names', () => {
  it('no demo listing carries a real venue’s, artist’s or company’s name (all 2000 a kind, the showcase)', () => {
    const rows = demoRows({ artists: 2000, venues: 2000, services: 2000 })
    const names = [...SHOWCASE_NAMES, ...[...rows.artists, ...rows.venues, ...rows.services].map((r) => r.name)]
    expect(names.length).toBe(6000 + SHOWCASE_NAMES.length)
    const found = names.flatMap((name) => {
      const real = realNameIn(name)
      return real ? [`${name} (${real})`] : []
    })
    expect(found).toEqual([])
  })

  it('would notice one: the same words, glue words dropped, or inside a longer name', () => {
    expect(realNameIn('Berghain')).toBe('Berghain')
    expect(realNameIn('Theater Josefstadt')).toBe('Theater in der Josefstadt')
    expect(realNameIn('Palais des Sports Gerland')).toBe('Palais des Sports de Gerland')
    expect(realNameIn('Soho Theatre')).toBe('Soho Theatre')
    expect(realNameIn('Piccolo Teatro Brera')).toBe('Piccolo Teatro')
    expect(realNameIn('Cafe Tacvba')).toBe('Café Tacvba')
    expect(realNameIn('Soho Corner Theatre')).toBeUndefined()
    expect(realNameIn('Theatersaal Josefstadt')).toBeUndefined()
  })

  it('the showcase names sound like their city: German in Berlin and Hamburg, French in Paris, Spanish in Mexico', () => {
    expect(SHOWCASE_NAMES).toEqual([
      'Glutwerk',
      'Salle Symphonique du Canal',
      'Elbtonhalle',
      'Ruido Jacarandá',
      'Zoë Ashgrove',
      'Wummerwerk Berlin',
    ])
    // The template names take the language of their city: a German type word in Vienna, an Italian one in Milan.
    const rows = demoRows({ artists: 300, venues: 300, services: 300 })
    const vienna = rows.venues.filter((v) => v.city === 'Vienna').map((v) => v.name)
    const milan = rows.venues.filter((v) => v.city === 'Milan').map((v) => v.name)
    expect(vienna.some((n) => /^(Konzertsaal|Kirche|Galerie|Wirtshaus) /.test(n))).toBe(true)
    expect(milan.some((n) => /^(Teatro|Chiesa|Galleria|Trattoria) /.test(n))).toBe(true)
    const langOf = new Map([...DEMO_CITIES, ...MORE_CITIES].map((c) => [c.name, c.lang]))
    expect(langOf.get('Vienna')).toBe('de')
    expect(langOf.get('Milan')).toBe('it')
  })
})
