/**
 * What a demo entry of each type is like: venue capacities, stage, PA and accessibility; the genres an act plays;
 * artist fees (euros) and line-ups; service day rates (euros). demo-data.ts draws each entry's facts from these.
 */
import type { GENRES } from '../../src/directory/schema.ts'

type Genre = (typeof GENRES)[number]

export interface VenueFacts {
  standing?: [number, number]
  seated?: [number, number]
  stage: [number, number]
  pa: boolean
  light: boolean
  desk: number[]
  backline: string[]
  access: string[]
}

export const VENUE_FACTS: Record<string, VenueFacts> = {
  club: {
    standing: [320, 1400],
    stage: [6, 10],
    pa: true,
    light: true,
    desk: [32, 48],
    backline: ['DJ booth', 'drum kit', 'bass amp', 'guitar amp'],
    access: ['step-free', 'accessible-toilet'],
  },
  bar: {
    standing: [60, 180],
    seated: [30, 60],
    stage: [3, 4],
    pa: true,
    light: false,
    desk: [12, 16],
    backline: ['stage piano', 'guitar amp'],
    access: ['step-free'],
  },
  theatre: {
    seated: [250, 950],
    stage: [10, 14],
    pa: true,
    light: true,
    desk: [32, 48],
    backline: ['stage piano'],
    access: ['step-free', 'accessible-toilet', 'hearing-loop', 'wheelchair-spaces'],
  },
  'concert-hall': {
    seated: [800, 2300],
    stage: [14, 20],
    pa: true,
    light: true,
    desk: [48, 64],
    backline: ['stage piano'],
    access: ['step-free', 'accessible-toilet', 'hearing-loop', 'wheelchair-spaces', 'quiet-room'],
  },
  arena: {
    standing: [8000, 16000],
    seated: [5000, 11000],
    stage: [18, 24],
    pa: true,
    light: true,
    desk: [64],
    backline: [],
    access: ['step-free', 'accessible-toilet', 'wheelchair-spaces', 'quiet-room'],
  },
  'open-air': {
    standing: [1500, 6000],
    stage: [12, 16],
    pa: true,
    light: true,
    desk: [48, 64],
    backline: [],
    access: ['step-free', 'accessible-toilet', 'wheelchair-spaces'],
  },
  'festival-site': {
    standing: [10000, 40000],
    stage: [16, 24],
    pa: false,
    light: false,
    desk: [],
    backline: [],
    access: ['accessible-toilet', 'wheelchair-spaces'],
  },
  church: {
    seated: [150, 650],
    stage: [6, 8],
    pa: false,
    light: false,
    desk: [],
    backline: ['stage piano'],
    access: ['step-free', 'hearing-loop'],
  },
  restaurant: {
    seated: [40, 120],
    stage: [3, 4],
    pa: true,
    light: false,
    desk: [8, 12],
    backline: ['stage piano'],
    access: ['step-free', 'accessible-toilet'],
  },
  gallery: {
    standing: [80, 260],
    stage: [3, 5],
    pa: false,
    light: false,
    desk: [],
    backline: [],
    access: ['step-free', 'accessible-toilet'],
  },
  // Hired for weddings, galas and company events: dinner tables or a standing reception, a low stage for the band.
  'event-hall': {
    standing: [350, 800],
    seated: [150, 340],
    stage: [6, 10],
    pa: true,
    light: true,
    desk: [16, 24, 32],
    backline: ['stage piano', 'DJ booth'],
    access: ['step-free', 'accessible-toilet', 'wheelchair-spaces', 'hearing-loop'],
  },
}

export const GENRE_CHOICES: Record<string, Genre[][]> = {
  band: [
    ['rock', 'indie'],
    ['punk', 'rock'],
    ['metal'],
    ['funk', 'soul'],
    ['reggae'],
    ['latin', 'pop'],
    ['blues', 'rock'],
    ['pop', 'indie'],
    ['folk', 'country'],
    ['jazz', 'funk'],
  ],
  dj: [['techno'], ['house', 'electronic'], ['techno', 'electronic'], ['hip-hop'], ['house', 'funk'], ['electronic']],
  solo: [
    ['jazz'],
    ['singer-songwriter', 'folk'],
    ['pop'],
    ['classical'],
    ['blues'],
    ['soul', 'pop'],
    ['country', 'folk'],
  ],
  duo: [['folk', 'singer-songwriter'], ['jazz'], ['classical'], ['pop', 'indie'], ['latin'], ['electronic', 'pop']],
  trio: [['jazz'], ['classical'], ['blues'], ['folk', 'world'], ['latin', 'jazz'], ['funk']],
  orchestra: [['classical']],
  // By name pattern: chamber choir, gospel choir, choir, youth choir.
  choir: [['classical'], ['soul'], ['classical', 'folk'], ['pop', 'world']],
  comedian: [['comedy']],
  magician: [['comedy']],
  dancer: [['latin'], ['hip-hop'], ['classical'], ['world'], ['electronic']],
}

/**
 * Genres of the first three entries of a type in a city: together they give every demo city every genre
 * (the genre filter finds something in each city); later entries take from GENRE_CHOICES.
 */
export const FIRST_GENRES: Record<string, Genre[][]> = {
  band: [
    ['rock', 'indie'],
    ['punk', 'metal'],
    ['reggae', 'funk', 'soul'],
  ],
  dj: [
    ['techno', 'electronic'],
    ['house', 'electronic'],
    ['hip-hop', 'funk'],
  ],
  solo: [
    ['singer-songwriter', 'folk'],
    ['pop', 'soul'],
    ['country', 'blues'],
  ],
  duo: [
    ['jazz', 'latin'],
    ['pop', 'indie'],
    ['folk', 'world'],
  ],
  trio: [['jazz'], ['blues', 'rock'], ['latin', 'world']],
  dancer: [['latin'], ['hip-hop'], ['classical']],
}

/** Typical fee range in euros, and line-up size. */
export const ARTIST_FACTS: Record<string, { fee: [number, number]; size: [number, number] }> = {
  band: { fee: [800, 6000], size: [3, 6] },
  dj: { fee: [300, 3000], size: [1, 1] },
  solo: { fee: [300, 2500], size: [1, 1] },
  duo: { fee: [500, 3000], size: [2, 2] },
  trio: { fee: [800, 4000], size: [3, 3] },
  orchestra: { fee: [8000, 40000], size: [24, 70] },
  choir: { fee: [1500, 8000], size: [16, 40] },
  comedian: { fee: [400, 4000], size: [1, 1] },
  magician: { fee: [400, 2500], size: [1, 1] },
  dancer: { fee: [500, 6000], size: [1, 1] },
}

/** Day rates in euros. */
export const SERVICE_PRICE: Record<string, [number, number] | null> = {
  sound: [400, 1800],
  lighting: [350, 1600],
  staging: [800, 3500],
  backline: [150, 700],
  catering: [500, 2500],
  security: [300, 1500],
  'photo-video': [400, 1500],
  transport: [250, 1200],
  'booking-agency': null,
  merchandise: [150, 600],
}

/** Typical hire price in euros of each venue type, per evening (rooms) or per day (sites, arenas, halls hired for a wedding day). */
export const VENUE_HIRE: Record<string, { price: [number, number]; unit: 'evening' | 'day' }> = {
  club: { price: [600, 3000], unit: 'evening' },
  bar: { price: [150, 800], unit: 'evening' },
  theatre: { price: [1500, 6000], unit: 'evening' },
  'concert-hall': { price: [4000, 20000], unit: 'evening' },
  arena: { price: [20000, 90000], unit: 'day' },
  'open-air': { price: [2000, 12000], unit: 'day' },
  'festival-site': { price: [8000, 40000], unit: 'day' },
  church: { price: [500, 2500], unit: 'evening' },
  restaurant: { price: [300, 1500], unit: 'evening' },
  gallery: { price: [300, 1800], unit: 'evening' },
  'event-hall': { price: [1500, 7000], unit: 'day' },
}
