import { LOCALES } from '../i18n/locales.ts'
import { LOCAL_CITY_NAMES, SEARCH_SYNONYMS } from './synonyms.ts'
import { fold, umlautSpellings } from './text.ts'

export { fold }

/** Real cities with coordinates: demo data, the "near" picker and the city select's suggestions. */
export interface City {
  name: string
  country: string
  lat: number
  lng: number
}

const raw: [string, string, number, number][] = [
  ['Berlin', 'DE', 52.52, 13.405],
  ['Hamburg', 'DE', 53.5511, 9.9937],
  ['Munich', 'DE', 48.1351, 11.582],
  ['Cologne', 'DE', 50.9375, 6.9603],
  ['Frankfurt', 'DE', 50.1109, 8.6821],
  ['Leipzig', 'DE', 51.3397, 12.3731],
  ['Düsseldorf', 'DE', 51.2277, 6.7735],
  ['Stuttgart', 'DE', 48.7758, 9.1829],
  ['Dresden', 'DE', 51.0504, 13.7373],
  ['Paris', 'FR', 48.8566, 2.3522],
  ['Lyon', 'FR', 45.764, 4.8357],
  ['Marseille', 'FR', 43.2965, 5.3698],
  ['Bordeaux', 'FR', 44.8378, -0.5792],
  ['Lille', 'FR', 50.6292, 3.0573],
  ['Toulouse', 'FR', 43.6047, 1.4442],
  ['Nantes', 'FR', 47.2184, -1.5536],
  ['London', 'GB', 51.5074, -0.1278],
  ['Manchester', 'GB', 53.4808, -2.2426],
  ['Glasgow', 'GB', 55.8642, -4.2518],
  ['Bristol', 'GB', 51.4545, -2.5879],
  ['Liverpool', 'GB', 53.4084, -2.9916],
  ['Dublin', 'IE', 53.3498, -6.2603],
  ['Amsterdam', 'NL', 52.3676, 4.9041],
  ['Rotterdam', 'NL', 51.9244, 4.4777],
  ['Utrecht', 'NL', 52.0907, 5.1214],
  ['Brussels', 'BE', 50.8503, 4.3517],
  ['Antwerp', 'BE', 51.2194, 4.4025],
  ['Ghent', 'BE', 51.0543, 3.7174],
  ['Luxembourg', 'LU', 49.6116, 6.1319],
  ['Zürich', 'CH', 47.3769, 8.5417],
  ['Geneva', 'CH', 46.2044, 6.1432],
  ['Basel', 'CH', 47.5596, 7.5886],
  ['Vienna', 'AT', 48.2082, 16.3738],
  ['Graz', 'AT', 47.0707, 15.4395],
  ['Salzburg', 'AT', 47.8095, 13.055],
  ['Madrid', 'ES', 40.4168, -3.7038],
  ['Barcelona', 'ES', 41.3874, 2.1686],
  ['Valencia', 'ES', 39.4699, -0.3763],
  ['Seville', 'ES', 37.3891, -5.9845],
  ['Bilbao', 'ES', 43.263, -2.935],
  ['Málaga', 'ES', 36.7213, -4.4214],
  ['Lisbon', 'PT', 38.7223, -9.1393],
  ['Porto', 'PT', 41.1579, -8.6291],
  ['Rome', 'IT', 41.9028, 12.4964],
  ['Milan', 'IT', 45.4642, 9.19],
  ['Naples', 'IT', 40.8518, 14.2681],
  ['Turin', 'IT', 45.0703, 7.6869],
  ['Bologna', 'IT', 44.4949, 11.3426],
  ['Florence', 'IT', 43.7696, 11.2558],
  ['Copenhagen', 'DK', 55.6761, 12.5683],
  ['Aarhus', 'DK', 56.1629, 10.2039],
  ['Stockholm', 'SE', 59.3293, 18.0686],
  ['Gothenburg', 'SE', 57.7089, 11.9746],
  ['Malmö', 'SE', 55.605, 13.0038],
  ['Oslo', 'NO', 59.9139, 10.7522],
  ['Bergen', 'NO', 60.3913, 5.3221],
  ['Helsinki', 'FI', 60.1699, 24.9384],
  ['Reykjavík', 'IS', 64.1466, -21.9426],
  ['Warsaw', 'PL', 52.2297, 21.0122],
  ['Kraków', 'PL', 50.0647, 19.945],
  ['Wrocław', 'PL', 51.1079, 17.0385],
  ['Prague', 'CZ', 50.0755, 14.4378],
  ['Brno', 'CZ', 49.1951, 16.6068],
  ['Budapest', 'HU', 47.4979, 19.0402],
  ['Bratislava', 'SK', 48.1486, 17.1077],
  ['Ljubljana', 'SI', 46.0569, 14.5058],
  ['Zagreb', 'HR', 45.815, 15.9819],
  ['Belgrade', 'RS', 44.7866, 20.4489],
  ['Bucharest', 'RO', 44.4268, 26.1025],
  ['Sofia', 'BG', 42.6977, 23.3219],
  ['Athens', 'GR', 37.9838, 23.7275],
  ['Thessaloniki', 'GR', 40.6401, 22.9444],
  ['Tallinn', 'EE', 59.437, 24.7536],
  ['Riga', 'LV', 56.9496, 24.1052],
  ['Vilnius', 'LT', 54.6872, 25.2797],
  ['New York', 'US', 40.7128, -74.006],
  ['Los Angeles', 'US', 34.0522, -118.2437],
  ['Chicago', 'US', 41.8781, -87.6298],
  ['Nashville', 'US', 36.1627, -86.7816],
  ['Austin', 'US', 30.2672, -97.7431],
  ['New Orleans', 'US', 29.9511, -90.0715],
  ['Montréal', 'CA', 45.5017, -73.5673],
  ['Toronto', 'CA', 43.6532, -79.3832],
  ['Mexico City', 'MX', 19.4326, -99.1332],
  ['São Paulo', 'BR', -23.5505, -46.6333],
  ['Buenos Aires', 'AR', -34.6037, -58.3816],
  ['Tokyo', 'JP', 35.6762, 139.6503],
  ['Melbourne', 'AU', -37.8136, 144.9631],
  ['Sydney', 'AU', -33.8688, 151.2093],
  ['Cape Town', 'ZA', -33.9249, 18.4241],
]

export const CITIES: readonly City[] = raw.map(([name, country, lat, lng]) => ({ name, country, lat, lng }))

/** Every name of each city, folded: its own, and the ones of synonyms.ts (`Köln`, `Colonia` for Cologne). */
const FOLDED_NAMES = new Map(
  CITIES.map((c) => [
    c,
    [
      c.name,
      ...(LOCAL_CITY_NAMES[c.name] ?? []),
      ...LOCALES.flatMap((l) => SEARCH_SYNONYMS[l].cities[c.name] ?? []),
    ].map(fold),
  ]),
)

/** Cities whose name in any language starts with the text, then those containing it. */
export function findCities(q: string, limit = 10): City[] {
  const typed = fold(q.trim())
  if (!typed) return CITIES.slice(0, limit)
  const spellings = [typed, ...umlautSpellings(typed)]
  const names = (c: City) => FOLDED_NAMES.get(c)!
  const starts = CITIES.filter((c) => names(c).some((n) => spellings.some((f) => n.startsWith(f))))
  const contains = CITIES.filter(
    (c) => !starts.includes(c) && names(c).some((n) => spellings.some((f) => n.includes(f))),
  )
  return [...starts, ...contains].slice(0, limit)
}

/**
 * Cities one of whose names is close to the text by `distance` (the server's typo rule; null = too far), closest
 * first: `Berln`, `Hambrug`, `Koln` still find their city.
 */
export function citiesNear(q: string, distance: (typed: string, name: string) => number | null, limit = 10): City[] {
  const typed = fold(q.trim())
  if (!typed) return []
  const scored: { city: City; d: number }[] = []
  for (const city of CITIES) {
    const ds = FOLDED_NAMES.get(city)!
      .map((name) => distance(typed, name))
      .filter((d): d is number => d !== null)
    if (ds.length) scored.push({ city, d: Math.min(...ds) })
  }
  return scored
    .sort((a, b) => a.d - b.d)
    .slice(0, limit)
    .map((s) => s.city)
}
