import deAuth from './locales/de/auth.json' with { type: 'json' }
import deAvailability from './locales/de/availability.json' with { type: 'json' }
import deBookings from './locales/de/bookings.json' with { type: 'json' }
import deCommon from './locales/de/common.json' with { type: 'json' }
import deDirectory from './locales/de/directory.json' with { type: 'json' }
import deFavorites from './locales/de/favorites.json' with { type: 'json' }
import deMedia from './locales/de/media.json' with { type: 'json' }
import deRiders from './locales/de/riders.json' with { type: 'json' }
import deRunorder from './locales/de/runorder.json' with { type: 'json' }
import deShell from './locales/de/shell.json' with { type: 'json' }
import deShowcontrol from './locales/de/showcontrol.json' with { type: 'json' }
import deStages from './locales/de/stages.json' with { type: 'json' }
import enAuth from './locales/en/auth.json' with { type: 'json' }
import enAvailability from './locales/en/availability.json' with { type: 'json' }
import enBookings from './locales/en/bookings.json' with { type: 'json' }
import enCommon from './locales/en/common.json' with { type: 'json' }
import enDirectory from './locales/en/directory.json' with { type: 'json' }
import enFavorites from './locales/en/favorites.json' with { type: 'json' }
import enMedia from './locales/en/media.json' with { type: 'json' }
import enRiders from './locales/en/riders.json' with { type: 'json' }
import enRunorder from './locales/en/runorder.json' with { type: 'json' }
import enShell from './locales/en/shell.json' with { type: 'json' }
import enShowcontrol from './locales/en/showcontrol.json' with { type: 'json' }
import enStages from './locales/en/stages.json' with { type: 'json' }
import esAuth from './locales/es/auth.json' with { type: 'json' }
import esAvailability from './locales/es/availability.json' with { type: 'json' }
import esBookings from './locales/es/bookings.json' with { type: 'json' }
import esCommon from './locales/es/common.json' with { type: 'json' }
import esDirectory from './locales/es/directory.json' with { type: 'json' }
import esFavorites from './locales/es/favorites.json' with { type: 'json' }
import esMedia from './locales/es/media.json' with { type: 'json' }
import esRiders from './locales/es/riders.json' with { type: 'json' }
import esRunorder from './locales/es/runorder.json' with { type: 'json' }
import esShell from './locales/es/shell.json' with { type: 'json' }
import esShowcontrol from './locales/es/showcontrol.json' with { type: 'json' }
import esStages from './locales/es/stages.json' with { type: 'json' }
import frAuth from './locales/fr/auth.json' with { type: 'json' }
import frAvailability from './locales/fr/availability.json' with { type: 'json' }
import frBookings from './locales/fr/bookings.json' with { type: 'json' }
import frCommon from './locales/fr/common.json' with { type: 'json' }
import frDirectory from './locales/fr/directory.json' with { type: 'json' }
import frFavorites from './locales/fr/favorites.json' with { type: 'json' }
import frMedia from './locales/fr/media.json' with { type: 'json' }
import frRiders from './locales/fr/riders.json' with { type: 'json' }
import frRunorder from './locales/fr/runorder.json' with { type: 'json' }
import frShell from './locales/fr/shell.json' with { type: 'json' }
import frShowcontrol from './locales/fr/showcontrol.json' with { type: 'json' }
import frStages from './locales/fr/stages.json' with { type: 'json' }
import itAuth from './locales/it/auth.json' with { type: 'json' }
import itAvailability from './locales/it/availability.json' with { type: 'json' }
import itBookings from './locales/it/bookings.json' with { type: 'json' }
import itCommon from './locales/it/common.json' with { type: 'json' }
import itDirectory from './locales/it/directory.json' with { type: 'json' }
import itFavorites from './locales/it/favorites.json' with { type: 'json' }
import itMedia from './locales/it/media.json' with { type: 'json' }
import itRiders from './locales/it/riders.json' with { type: 'json' }
import itRunorder from './locales/it/runorder.json' with { type: 'json' }
import itShell from './locales/it/shell.json' with { type: 'json' }
import itShowcontrol from './locales/it/showcontrol.json' with { type: 'json' }
import itStages from './locales/it/stages.json' with { type: 'json' }
import type { Catalog } from './types.ts'

/**
 * Every feature's messages under its namespace, one JSON file per locale and namespace
 * (`locales/<locale>/<namespace>.json`, the layout translation tools read). English is the reference: the compiler
 * infers its keys from the JSON (`MessageKey`), and catalogs.test.ts fails when another locale misses a key, a
 * placeholder or a plural form its language needs.
 */
export const CATALOGS = {
  common: { en: enCommon, de: deCommon, fr: frCommon, es: esCommon, it: itCommon },
  auth: { en: enAuth, de: deAuth, fr: frAuth, es: esAuth, it: itAuth },
  bookings: { en: enBookings, de: deBookings, fr: frBookings, es: esBookings, it: itBookings },
  availability: { en: enAvailability, de: deAvailability, fr: frAvailability, es: esAvailability, it: itAvailability },
  directory: { en: enDirectory, de: deDirectory, fr: frDirectory, es: esDirectory, it: itDirectory },
  favorites: { en: enFavorites, de: deFavorites, fr: frFavorites, es: esFavorites, it: itFavorites },
  media: { en: enMedia, de: deMedia, fr: frMedia, es: esMedia, it: itMedia },
  riders: { en: enRiders, de: deRiders, fr: frRiders, es: esRiders, it: itRiders },
  runorder: { en: enRunorder, de: deRunorder, fr: frRunorder, es: esRunorder, it: itRunorder },
  shell: { en: enShell, de: deShell, fr: frShell, es: esShell, it: itShell },
  showcontrol: { en: enShowcontrol, de: deShowcontrol, fr: frShowcontrol, es: esShowcontrol, it: itShowcontrol },
  stages: { en: enStages, de: deStages, fr: frStages, es: esStages, it: itStages },
} satisfies Record<string, Catalog>
