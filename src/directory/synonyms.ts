/**
 * Search synonyms, kept by the translators next to the directory catalog (src/i18n/locales/<locale>/directory.json).
 * Search already knows every label of that catalog in all five languages (`Konzertsaal`, `Salle de concert`…):
 * list here only the other words a booker types for the same thing, in that language, as they are written
 * (accents and capitals are ignored when matching, and `oe` finds `ö`). Typos are forgiven on these words too.
 * Cities are keyed by their name in `cities.ts`; their names in each language are in city-synonyms.ts.
 * A synonym is an alternative, never a replacement: a search for `Philharmonie` still finds names with that word.
 */
import type { Locale } from '../i18n/locales.ts'
import { CITY_SYNONYMS } from './city-synonyms.ts'
import type { ACT_TYPES, EVENT_TYPES, GENRES, SERVICE_CATEGORIES, VENUE_TYPES } from './vocabulary.ts'

type Words<T extends readonly string[]> = Partial<Record<T[number], readonly string[]>>

export interface SearchSynonyms {
  actTypes: Words<typeof ACT_TYPES>
  genres: Words<typeof GENRES>
  venueTypes: Words<typeof VENUE_TYPES>
  categories: Words<typeof SERVICE_CATEGORIES>
  /** Words for an occasion; search reads them as the event filter. */
  eventTypes: Words<typeof EVENT_TYPES>
  /** Other names of a city of `CITIES`, keyed by its name there. */
  cities: Partial<Record<string, readonly string[]>>
  /**
   * Words for a place to hold an event, of no particular type (`sala de fiestas`, a hall for parties): on venues
   * they are read as "a venue" (no filter, not text). A word listed here and as a type (`sala`, a music club in
   * Spain) is that type on its own and a venue in general beside an event word (`sala para boda`, a hall for a
   * wedding); a longer phrase with it (`sala de conciertos`) is read first. So `Festsaal`, `salle des fêtes`,
   * `salón de eventos`, `sala ricevimenti` on their own are event halls, and beside an event any venue for it.
   */
  venueWords?: readonly string[]
}

export const SEARCH_SYNONYMS: Record<Locale, SearchSynonyms> = {
  en: {
    actTypes: {
      band: ['group'],
      solo: ['soloist', 'solo act', 'singer'],
      orchestra: ['symphony orchestra', 'ensemble'],
      choir: ['chorus'],
      comedian: ['stand-up', 'comic'],
      magician: ['illusionist'],
      dj: ['disc jockey'],
    },
    genres: {
      electronic: ['electronica', 'edm'],
      'hip-hop': ['hiphop', 'rap'],
      classical: ['classic'],
      'singer-songwriter': ['songwriter'],
      world: ['world music'],
      latin: ['salsa', 'mariachi'],
    },
    venueTypes: {
      club: ['nightclub', 'discotheque'],
      bar: ['pub'],
      theatre: ['theater', 'playhouse'],
      'concert-hall': ['concert venue', 'concert house', 'auditorium'],
      arena: ['stadium'],
      'open-air': ['outdoor stage', 'outdoor'],
      'festival-site': ['festival grounds', 'festival ground'],
      church: ['chapel', 'cathedral'],
      gallery: ['art space'],
      'event-hall': ['events hall', 'banquet hall', 'function hall', 'reception hall', 'party hall'],
    },
    categories: {
      sound: ['audio', 'pa hire', 'sound system'],
      lighting: ['lights', 'light'],
      staging: ['stage hire', 'stage building'],
      catering: ['food'],
      'photo-video': ['photography', 'photographer', 'video', 'filming'],
      transport: ['shuttle', 'trucking'],
      'booking-agency': ['booking agent', 'agency'],
      merchandise: ['merch'],
    },
    eventTypes: {
      wedding: ['wedding party', 'wedding reception', 'marriage'],
      corporate: ['company party', 'company event', 'corporate party', 'business event', 'office party'],
      'private-party': ['birthday', 'birthday party', 'private event'],
      conference: ['congress', 'convention', 'summit'],
      concert: ['gig'],
      theatre: ['theater'],
    },
    venueWords: ['venue', 'venues', 'event venue', 'event space', 'event spaces', 'function room'],
    cities: CITY_SYNONYMS.en,
  },
  de: {
    actTypes: {
      band: ['Gruppe'],
      solo: ['Solist', 'Solistin', 'Sänger', 'Sängerin', 'Solokünstlerin'],
      orchestra: ['Sinfonieorchester', 'Symphonieorchester', 'Ensemble'],
      comedian: ['Kabarettist', 'Kabarettistin', 'Komiker', 'Komikerin'],
      magician: ['Zauberin', 'Zauberkünstler', 'Magier'],
      dancer: ['Tänzerin', 'Tanz'],
    },
    genres: {
      electronic: ['Elektro', 'elektronische Musik'],
      classical: ['klassische Musik'],
      'singer-songwriter': ['Liedermacher', 'Liedermacherin'],
      comedy: ['Kabarett'],
      folk: ['Volksmusik'],
    },
    venueTypes: {
      club: ['Klub', 'Nachtclub', 'Diskothek', 'Disko'],
      bar: ['Kneipe'],
      theatre: ['Schauspielhaus', 'Bühne'],
      'concert-hall': ['Konzerthaus', 'Konzerthalle'],
      arena: ['Stadion', 'Mehrzweckhalle'],
      'open-air': ['Freilichtbühne', 'Freiluftbühne'],
      'festival-site': ['Festplatz'],
      church: ['Kapelle', 'Dom'],
      restaurant: ['Gaststätte', 'Wirtshaus'],
      gallery: ['Kunstraum'],
      // `Festsaal` (the label) is also a venue in general beside an event (venueWords): `Festsaal Hochzeit`.
      'event-hall': ['Eventhalle', 'Eventsaal', 'Veranstaltungssaal', 'Bankettsaal'],
    },
    categories: {
      sound: ['Tontechnik', 'Beschallung', 'PA-Verleih'],
      lighting: ['Lichttechnik', 'Beleuchtung'],
      staging: ['Bühne', 'Bühnentechnik'],
      security: ['Sicherheitsdienst', 'Security'],
      'photo-video': ['Fotograf', 'Fotografin', 'Fotografie', 'Videograf'],
      'booking-agency': ['Agentur', 'Künstleragentur'],
      merchandise: ['Merch'],
    },
    eventTypes: {
      wedding: ['Hochzeitsfeier', 'Trauung'],
      corporate: ['Firmenevent', 'Firmenfest', 'Betriebsfeier', 'Weihnachtsfeier'],
      'private-party': ['Geburtstag', 'Geburtstagsfeier', 'Privatfeier'],
      'club-night': ['Clubabend'],
      conference: ['Kongress', 'Tagung'],
    },
    venueWords: ['location', 'locations', 'eventlocation', 'veranstaltungsort', 'veranstaltungsraum', 'festsaal'],
    cities: CITY_SYNONYMS.de,
  },
  fr: {
    actTypes: {
      band: ['formation'],
      solo: ['soliste', 'chanteur', 'chanteuse'],
      orchestra: ['orchestre symphonique', 'ensemble'],
      choir: ['chorale'],
      comedian: ['comique', 'humoriste'],
      dancer: ['danseuse', 'danse'],
      magician: ['magicienne', 'illusionniste'],
    },
    genres: {
      electronic: ['électro', 'musique électronique'],
      classical: ['musique classique'],
      'singer-songwriter': ['auteur-compositeur-interprète', 'chanson'],
      latin: ['musique latine'],
      world: ['world music'],
    },
    venueTypes: {
      club: ['boîte', 'boîte de nuit', 'discothèque'],
      theatre: ['salle de spectacle'],
      'concert-hall': ['auditorium'],
      arena: ['stade', 'palais des sports'],
      'festival-site': ['terrain de festival'],
      church: ['chapelle', 'cathédrale'],
      gallery: ["galerie d'art"],
      'event-hall': ['salle des fêtes', 'salle événementielle', 'salle de banquet'],
    },
    categories: {
      sound: ['sonorisation', 'sono'],
      lighting: ['éclairage'],
      staging: ['scénographie', 'podium'],
      catering: ['restauration'],
      security: ['sécurité événementielle'],
      'photo-video': ['photographe', 'vidéaste'],
      'booking-agency': ['agence artistique', 'tourneur'],
      merchandise: ['merch'],
    },
    eventTypes: {
      wedding: ['noces'],
      corporate: ['soirée d’entreprise', 'séminaire'],
      'private-party': ['anniversaire'],
      conference: ['congrès', 'colloque'],
    },
    venueWords: ['lieu', 'lieux', 'salle', 'salle des fêtes', 'salle de réception', 'lieu de réception'],
    cities: CITY_SYNONYMS.fr,
  },
  es: {
    actTypes: {
      band: ['grupo', 'conjunto'],
      solo: ['cantante', 'solista'],
      orchestra: ['orquesta sinfónica', 'filarmónica'],
      choir: ['coral'],
      comedian: ['cómico', 'monologuista'],
      magician: ['ilusionista'],
      dancer: ['bailarina', 'baile', 'danza'],
    },
    genres: {
      electronic: ['electro', 'música electrónica'],
      classical: ['música clásica'],
      world: ['world music'],
      comedy: ['humor'],
    },
    venueTypes: {
      club: ['discoteca', 'sala'],
      bar: ['pub', 'taberna'],
      'concert-hall': ['auditorio', 'sala de conciertos', 'palacio de la música'],
      arena: ['pabellón', 'estadio'],
      'open-air': ['escenario al aire libre'],
      'festival-site': ['recinto ferial'],
      church: ['capilla', 'catedral'],
      gallery: ['sala de arte', 'sala de exposiciones'],
      'event-hall': ['sala de eventos', 'salón de celebraciones', 'salón de banquetes'],
    },
    categories: {
      sound: ['sonorización', 'equipo de sonido'],
      lighting: ['luces'],
      staging: ['escenario', 'tarimas'],
      security: ['vigilancia'],
      'photo-video': ['fotógrafo', 'fotografía', 'vídeo'],
      'booking-agency': ['agencia artística', 'representante'],
    },
    eventTypes: {
      wedding: ['casamiento'],
      corporate: ['evento de empresa', 'fiesta de empresa'],
      'private-party': ['cumpleaños'],
      conference: ['congreso'],
    },
    venueWords: [
      'sala',
      'sala de fiestas',
      'sala de eventos',
      'sala de celebraciones',
      'salón',
      'salón de eventos',
      'salón de fiestas',
      'salón de celebraciones',
    ],
    cities: CITY_SYNONYMS.es,
  },
  it: {
    actTypes: {
      band: ['gruppo', 'complesso'],
      solo: ['cantante', 'artista solista'],
      orchestra: ['orchestra sinfonica', 'filarmonica'],
      choir: ['corale'],
      comedian: ['cabarettista', 'comica'],
      magician: ['illusionista', 'prestigiatore'],
      dancer: ['ballerina', 'danza'],
    },
    genres: {
      electronic: ['elettronica', 'musica elettronica'],
      classical: ['musica classica'],
      latin: ['musica latina'],
      comedy: ['cabaret'],
    },
    venueTypes: {
      club: ['discoteca', 'locale notturno'],
      bar: ['pub', 'locale'],
      theatre: ['teatro lirico'],
      'concert-hall': ['sala da concerto', 'sala per concerti', 'auditorium'],
      arena: ['palazzetto', 'palasport', 'stadio'],
      'open-air': ["all'aperto", 'aperto', 'arena estiva'],
      'festival-site': ['area concerti'],
      church: ['cappella', 'duomo', 'basilica'],
      restaurant: ['trattoria', 'osteria'],
      'event-hall': ['sala ricevimenti', 'sala per eventi', 'sala banchetti', 'sala feste'],
    },
    categories: {
      sound: ['service audio', 'fonica', 'impianto audio'],
      lighting: ['illuminazione', 'luci'],
      staging: ['palco', 'allestimenti'],
      security: ['vigilanza'],
      'photo-video': ['fotografo', 'fotografia', 'videomaker'],
      'booking-agency': ['agenzia', 'agenzia artistica'],
      transport: ['trasporto'],
    },
    eventTypes: {
      wedding: ['nozze'],
      corporate: ['festa aziendale'],
      'private-party': ['compleanno'],
      conference: ['congresso', 'convegno'],
    },
    venueWords: ['location', 'sala', 'sala ricevimenti', 'spazio eventi'],
    cities: CITY_SYNONYMS.it,
  },
}

export { LOCAL_CITY_NAMES } from './city-synonyms.ts'
