import type { EntityType } from '../../src/directory/kinds.ts'
/**
 * The judged query set of search quality (docs/benchmarks.md), hand-written part: the demo data's fixed showcase entries
 * (seed.ts), the vocabulary in five languages, cities and types together, and queries that must find nothing.
 * search-quality.test.ts adds queries generated from the seeded names (exact, prefix, typos) so the set follows
 * the demo data when it changes, and computes recall@5 and MRR.
 *
 * `expect` describes the relevant entries: all conditions must hold (`name`: the whole name; `nameWord`: a word of
 * the name; `city`; `main`: act/venue type or service category; `genre`; `event`: an event type it serves; `near`:
 * within DISTRICT_RADIUS_KM of that district, districts.ts). No `expect`: nothing may be found.
 * judged-natural-queries.ts holds the natural phrases bookers type (event + type + place, districts, typos).
 */

export interface Relevance {
  name?: string
  nameWord?: string
  city?: string
  main?: string
  genre?: string
  event?: string
  near?: string
}

export interface JudgedQuery {
  q: string
  kind: EntityType
  group: string
  expect?: Relevance
}

const venue = (group: string, q: string, expect?: Relevance): JudgedQuery => ({ q, kind: 'venue', group, expect })
const artist = (group: string, q: string, expect?: Relevance): JudgedQuery => ({ q, kind: 'artist', group, expect })
const service = (group: string, q: string, expect?: Relevance): JudgedQuery => ({ q, kind: 'service', group, expect })

const CITY_NAMES: [string, string[], EntityType?][] = [
  ['Cologne', ['Köln', 'Koeln', 'Koln', 'Cologne', 'Colonia']],
  ['Munich', ['München', 'Muenchen', 'Munich', 'Múnich', 'Monaco di Baviera']],
  ['Vienna', ['Wien', 'Vienne', 'Viena', 'Vienna']],
  ['Milan', ['Mailand', 'Milano', 'Milán', 'Milan']],
  ['Lisbon', ['Lisboa', 'Lissabon', 'Lisbonne', 'Lisbona']],
  ['Prague', ['Prag', 'Praha', 'Praga'], 'service'],
  ['Warsaw', ['Warschau', 'Varsovie', 'Warszawa']],
  ['Brussels', ['Brüssel', 'Bruxelles', 'Bruselas']],
  ['Copenhagen', ['Kopenhagen', 'København', 'Copenhague']],
  ['Zürich', ['Zurich', 'Zurigo', 'Zürich'], 'service'],
]

export const JUDGED_QUERIES: JudgedQuery[] = [
  // The issue's own examples.
  venue('typo1', 'glutwek', { name: 'Glutwerk' }),
  venue('typo1', 'gluwerk', { name: 'Glutwerk' }),
  venue('swap', 'glutwekr', { name: 'Glutwerk' }),
  venue('swap', 'kicthen', { nameWord: 'kitchen' }),
  venue('typo1', 'kichen', { nameWord: 'kitchen' }),
  // The faker names of the old demo data (street, lowe) gave way to the template names of seed.ts.
  venue('typo1', 'kammerspile', { nameWord: 'kammerspiele' }),
  venue('swap', 'freilichtbühen', { nameWord: 'freilichtbühne' }),
  artist('swap', 'vgot', { nameWord: 'vogt' }),
  venue('typo1', 'amsterdm', { city: 'Amsterdam' }),
  venue('typo1', 'berln', { city: 'Berlin' }),
  venue('swap', 'hambrug', { city: 'Hamburg' }),
  // Showcase entries: exact, prefix, typos.
  venue('exact', 'Glutwerk', { name: 'Glutwerk' }),
  venue('prefix', 'glutw', { name: 'Glutwerk' }),
  venue('first-letter', 'flutwerk', { name: 'Glutwerk' }),
  venue('exact', 'Elbtonhalle', { name: 'Elbtonhalle' }),
  venue('prefix', 'elbton', { name: 'Elbtonhalle' }),
  venue('typo2', 'elbtonhlael', { name: 'Elbtonhalle' }),
  venue('typo2', 'elptonhale', { name: 'Elbtonhalle' }),
  venue('typo1', 'Symphoniqeu', { name: 'Salle Symphonique du Canal' }),
  venue('multi-word', 'symphonique paris', { name: 'Salle Symphonique du Canal' }),
  venue('multi-word', 'symphonique du canal pariss', { name: 'Salle Symphonique du Canal' }),
  venue('multi-word', 'berlin tecno club', { name: 'Glutwerk' }),
  venue('multi-word', 'techno club berlin', { name: 'Glutwerk' }),
  venue('multi-word', 'elbtonhale hamburg', { name: 'Elbtonhalle' }),
  artist('exact', 'Ruido Jacarandá', { name: 'Ruido Jacarandá' }),
  artist('exact', 'ruido jacaranda', { name: 'Ruido Jacarandá' }),
  artist('swap', 'ruido jacaradna', { name: 'Ruido Jacarandá' }),
  artist('prefix', 'ruido jac', { name: 'Ruido Jacarandá' }),
  artist('exact', 'Zoë Ashgrove', { name: 'Zoë Ashgrove' }),
  artist('exact', 'zoe ashgrove', { name: 'Zoë Ashgrove' }),
  artist('typo1', 'zoe ashgorve', { name: 'Zoë Ashgrove' }),
  artist('typo1', 'ashgrve', { name: 'Zoë Ashgrove' }),
  service('exact', 'Wummerwerk Berlin', { name: 'Wummerwerk Berlin' }),
  service('typo1', 'wummrewerk', { name: 'Wummerwerk Berlin' }),
  service('first-letter', 'hummerwerk', { name: 'Wummerwerk Berlin' }),
  service('prefix', 'wumme', { name: 'Wummerwerk Berlin' }),
  // Cities by any of their names, and with typos.
  ...CITY_NAMES.flatMap(([city, names, kind = 'venue']) =>
    names.map((q): JudgedQuery => ({ q, kind, group: 'language', expect: { city } })),
  ),
  venue('typo1', 'barcelnoa', { city: 'Barcelona' }),
  venue('typo1', 'manchster', { city: 'Manchester' }),
  venue('swap', 'lodnon', { city: 'London' }),
  venue('first-letter', 'fienna', { city: 'Vienna' }),
  venue('typo1', 'stockhlm', { city: 'Stockholm' }),
  service('swap', 'dubiln', { city: 'Dublin' }),
  // Types, genres and categories by their words in five languages.
  ...['Konzertsaal', 'salle de concert', 'sala da concerto', 'Sala de conciertos', 'concert hall', 'Konzerthaus'].map(
    (q) => venue('language', q, { main: 'concert-hall' }),
  ),
  ...['Kirche', 'église', 'iglesia', 'chiesa', 'church'].map((q) => venue('language', q, { main: 'church' })),
  ...['Theater', 'théâtre', 'teatro'].map((q) => venue('language', q, { main: 'theatre' })),
  ...['Galerie', 'galería', 'galleria'].map((q) => venue('language', q, { main: 'gallery' })),
  ...['Festivalgelände', 'Festivalgelaende', 'site de festival'].map((q) =>
    venue('language', q, { main: 'festival-site' }),
  ),
  venue('typo1', 'Konzertsal', { main: 'concert-hall' }),
  venue('typo1', 'restaurnt', { main: 'restaurant' }),
  ...['Klassik', 'musique classique', 'clásica', 'classica', 'classical'].map((q) =>
    artist('language', q, { genre: 'classical' }),
  ),
  ...['Elektronisch', 'électronique', 'elettronica'].map((q) => artist('language', q, { genre: 'electronic' })),
  ...['Orchester', 'orchestre', 'orquesta'].map((q) => artist('language', q, { main: 'orchestra' })),
  ...['Zauberer', 'magicien', 'mago'].map((q) => artist('language', q, { main: 'magician' })),
  ...['Chor', 'chœur', 'coro'].map((q) => artist('language', q, { main: 'choir' })),
  artist('typo1', 'orchestar', { main: 'orchestra' }),
  artist('typo1', 'magican', { main: 'magician' }),
  ...['Tontechnik', 'Beschallung', 'sonorisation', 'sonido', 'audio'].map((q) =>
    service('language', q, { main: 'sound' }),
  ),
  ...['Traiteur', 'catering'].map((q) => service('language', q, { main: 'catering' })),
  ...['Sicherheit', 'sécurité', 'seguridad', 'sicurezza'].map((q) => service('language', q, { main: 'security' })),
  ...['Licht', 'éclairage', 'iluminación', 'luci'].map((q) => service('language', q, { main: 'lighting' })),
  ...['Fotograf', 'photographe', 'fotografo'].map((q) => service('language', q, { main: 'photo-video' })),
  service('typo1', 'secuirty', { main: 'security' }),
  service('typo1', 'caterng', { main: 'catering' }),
  // A city and a type together.
  venue('city-type', 'Berlin club', { city: 'Berlin', main: 'club' }),
  venue('city-type', 'club berlin', { city: 'Berlin', main: 'club' }),
  venue('city-type', 'Köln Kirche', { city: 'Cologne', main: 'church' }),
  venue('city-type', 'Hamburg Konzertsaal', { city: 'Hamburg', main: 'concert-hall' }),
  venue('city-type', 'théâtre Lille', { city: 'Lille', main: 'theatre' }),
  venue('city-type', 'salle de concert Paris', { city: 'Paris', main: 'concert-hall' }),
  venue('city-type', 'bar london', { city: 'London', main: 'bar' }),
  venue('city-type', 'Galerie Wien', { city: 'Vienna', main: 'gallery' }),
  venue('city-type', 'bar milano', { city: 'Milan', main: 'bar' }),
  venue('city-type', 'iglesia Barcelona', { city: 'Barcelona', main: 'church' }),
  venue('city-type', 'arena munchen', { city: 'Munich', main: 'arena' }),
  venue('city-type', 'clbu berln', { city: 'Berlin', main: 'club' }),
  artist('city-type', 'jazz berlin', { city: 'Berlin', genre: 'jazz' }),
  artist('city-type', 'Chor hamburg', { city: 'Hamburg', main: 'choir' }),
  artist('city-type', 'DJ Paris', { city: 'Paris', main: 'dj' }),
  service('city-type', 'sound berlin', { city: 'Berlin', main: 'sound' }),
  service('city-type', 'Tontechnik Hamburg', { city: 'Hamburg', main: 'sound' }),
  service('city-type', 'catering berln', { city: 'Berlin', main: 'catering' }),
  // Nothing to find: nonsense, and words far from every name (a typo must not conjure hits).
  ...['zzyzx', 'qwrtplk', 'xylophonist', 'plinkerflorp', 'mnbvcxz', 'quarzglasfabrik', 'submarine volcano'].map((q) =>
    venue('nothing', q),
  ),
  ...['zzqqx club', 'flurbendorp', 'kryptonvogel', 'blorptastic', 'xqz'].map((q) => artist('nothing', q)),
  ...['vortexplumbing', 'zylofant', 'qqq sound', 'gnarfleberg'].map((q) => service('nothing', q)),
  venue('nothing', 'glutwerk paris'),
  venue('nothing', 'elbtonhalle berlin'),
  artist('nothing', 'ruido jacaranda berlin'),
]
