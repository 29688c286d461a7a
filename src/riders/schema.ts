/**
 * The rider document model shared by client and server. One rider = one act and one line-up variant
 * ("full band", "acoustic"); the whole document is one JSON value validated here, with bounded sizes.
 */
import { z } from 'zod'
import { LOCALES } from '../i18n/locales.ts'
import { INT4_MAX, int4 } from '../validation/input.ts'

export const LIMITS = {
  members: 64,
  instrumentsPerMember: 8,
  inputs: 96,
  monitors: 32,
  backline: 64,
  plotItems: 160,
  circuits: 24,
  times: 24,
  contacts: 16,
  /** Songs of the set list (as many as a stage's set list holds). */
  setListSongs: 60,
  shortText: 80,
  mediumText: 200,
  longText: 2000,
} as const

const id = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Invalid id')
const short = z.string().trim().max(LIMITS.shortText)
const medium = z.string().trim().max(LIMITS.mediumText)
const long = z.string().trim().max(LIMITS.longText)

export const INSTRUMENTS = [
  'drums',
  'electronicDrums',
  'percussion',
  'bass',
  'electricGuitar',
  'acousticGuitar',
  'keys',
  'synth',
  'piano',
  'brass',
  'sax',
  'strings',
  'accordion',
  'playback',
  'dj',
  'other',
] as const
export type InstrumentKind = (typeof INSTRUMENTS)[number]

export const VOCALS = ['none', 'lead', 'backing'] as const
export type Vocals = (typeof VOCALS)[number]

export const STANDS = ['none', 'short', 'tall', 'clip', 'table'] as const
export type Stand = (typeof STANDS)[number]

export const memberSchema = z.object({
  id,
  name: short,
  instruments: z
    .array(z.object({ id, kind: z.enum(INSTRUMENTS), label: short.default('') }))
    .max(LIMITS.instrumentsPerMember),
  vocals: z.enum(VOCALS).default('none'),
})
export type Member = z.infer<typeof memberSchema>

export const inputSchema = z.object({
  id,
  source: short,
  mic: short.default(''),
  phantom: z.boolean().default(false),
  stand: z.enum(STANDS).default('none'),
  note: short.default(''),
  memberId: id.nullable().default(null),
})
export type InputRow = z.infer<typeof inputSchema>

export const MONITOR_TYPES = ['wedge', 'iem', 'sidefill', 'drumfill'] as const
/** How much of an input a monitor mix wants: 1 a little, 2 normal, 3 loud ("more me"). */
export const SEND_LEVELS = [1, 2, 3] as const
export type SendLevel = (typeof SEND_LEVELS)[number]
/** One cell of the monitor matrix: this mix wants this input (by the input row's id) at a level. */
export const sendSchema = z.object({
  input: id,
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
})
export type MonitorSend = z.infer<typeof sendSchema>
export const monitorSchema = z.object({
  id,
  name: short,
  type: z.enum(MONITOR_TYPES).default('wedge'),
  stereo: z.boolean().default(false),
  mix: medium.default(''),
  /** The mix's column of the monitor matrix (inputs × mixes); stored riders without it read as empty. */
  sends: z.array(sendSchema).max(LIMITS.inputs).default([]),
})
export type MonitorMix = z.infer<typeof monitorSchema>

export const PROVIDERS = ['band', 'venue'] as const
export const backlineSchema = z.object({
  id,
  item: short,
  qty: z.number().int().min(1).max(99).default(1),
  providedBy: z.enum(PROVIDERS).default('venue'),
  note: short.default(''),
})
export type BacklineItem = z.infer<typeof backlineSchema>

export const PLOT_KINDS = [
  'drums',
  'riser',
  'amp',
  'bassAmp',
  'keys',
  'mic',
  'wedge',
  'di',
  'power',
  'person',
  'text',
] as const
export type PlotKind = (typeof PLOT_KINDS)[number]

/**
 * Positions and sizes in metres from the back-left corner of the stage; the audience is at y = depth. x, y, w, h
 * are the unturned box; `rotation` turns it clockwise about its centre (so a turned item's corner may lie left of
 * or above 0), `flipped` mirrors its drawing left to right, items with one `groupId` move, turn and flip as one.
 */
export const plotItemSchema = z.object({
  id,
  kind: z.enum(PLOT_KINDS),
  label: short.default(''),
  x: z.number().min(-20).max(40),
  y: z.number().min(-20).max(40),
  w: z.number().min(0.1).max(20),
  h: z.number().min(0.1).max(20),
  rotation: z.number().min(0).lt(360).default(0),
  flipped: z.boolean().default(false),
  groupId: id.nullable().default(null),
})
export type PlotItem = z.infer<typeof plotItemSchema>

export const plotSchema = z.object({
  /** The stage the act needs (metres); the venue fit check compares against these. */
  width: z.number().min(1).max(40).default(8),
  depth: z.number().min(1).max(40).default(6),
  items: z.array(plotItemSchema).max(LIMITS.plotItems).default([]),
})
export type StagePlot = z.infer<typeof plotSchema>

export const circuitSchema = z.object({
  id,
  location: short,
  amps: z.number().int().min(1).max(400),
  volts: z.number().int().min(100).max(400).default(230),
  phases: z.union([z.literal(1), z.literal(3)]).default(1),
})
export type Circuit = z.infer<typeof circuitSchema>

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^$/, 'Time must be HH:MM')
export const timeSchema = z.object({
  id,
  label: short,
  time: time.default(''),
  minutes: z.number().int().min(0).max(1440).default(0),
})
export type StageTime = z.infer<typeof timeSchema>

export const contactSchema = z.object({
  id,
  role: short,
  name: short.default(''),
  phone: z.string().trim().max(40).default(''),
  // Free text: a half-typed address must not block autosave.
  email: z.string().trim().max(LIMITS.mediumText).default(''),
})
export type Contact = z.infer<typeof contactSchema>

export const riderDocSchema = z.object({
  members: z.array(memberSchema).max(LIMITS.members).default([]),
  inputs: z.array(inputSchema).max(LIMITS.inputs).default([]),
  monitors: z.array(monitorSchema).max(LIMITS.monitors).default([]),
  backline: z.array(backlineSchema).max(LIMITS.backline).default([]),
  plot: plotSchema.default({ width: 8, depth: 6, items: [] }),
  power: z
    .object({ circuits: z.array(circuitSchema).max(LIMITS.circuits).default([]), note: medium.default('') })
    .default({ circuits: [], note: '' }),
  requirements: z
    .object({
      pa: z.boolean().default(true),
      lighting: z.boolean().default(true),
      /** Minimum stage height above the floor, metres (0 = no need). */
      stageHeight: z.number().min(0).max(5).default(0),
    })
    .default({ pa: true, lighting: true, stageHeight: 0 }),
  times: z.array(timeSchema).max(LIMITS.times).default([]),
  /** The act's songs in order; a stage manager pulls them into the stage's set list. Absent in older riders. */
  setList: z.array(short.min(1)).max(LIMITS.setListSongs).default([]),
  hospitality: z
    .object({
      catering: long.default(''),
      dressingRoom: long.default(''),
      guests: z.number().int().min(0).max(500).default(0),
      guestNote: medium.default(''),
    })
    .default({ catering: '', dressingRoom: '', guests: 0, guestNote: '' }),
  contacts: z.array(contactSchema).max(LIMITS.contacts).default([]),
  notes: long.default(''),
})
export type RiderDoc = z.infer<typeof riderDocSchema>

export const emptyDoc = (): RiderDoc => riderDocSchema.parse({})

/** The songs of a stored rider document (none when it has no set list, or one that no longer fits the schema). */
export function riderSetList(doc: unknown): string[] {
  const songs = riderDocSchema.shape.setList.safeParse((doc as { setList?: unknown } | null)?.setList)
  return songs.success ? songs.data : []
}

export const riderId = z.uuid('Invalid rider id')
const riderName = z.string().trim().min(1, 'Name is required').max(LIMITS.shortText, 'Name is too long')
const variantName = z.string().trim().max(LIMITS.shortText, 'Variant is too long')
const artistId = z.number().int().positive().max(INT4_MAX).nullable()

export const createRiderInput = z.object({
  name: riderName,
  variant: variantName.default(''),
  artistId: artistId.default(null),
  docLocale: z.enum(LOCALES).default('en'),
  doc: riderDocSchema.default(emptyDoc),
})
export type CreateRiderInput = z.input<typeof createRiderInput>

export const updateRiderInput = z.object({
  name: riderName.optional(),
  variant: variantName.optional(),
  artistId: artistId.optional(),
  docLocale: z.enum(LOCALES).optional(),
  doc: riderDocSchema.optional(),
  /** The revision the client edited; a newer one on the server answers 409 (another tab saved first). */
  baseRevision: int4('baseRevision').min(1, 'baseRevision: must be at least 1').optional(),
})
export type UpdateRiderInput = z.input<typeof updateRiderInput>

export const duplicateRiderInput = z.object({
  variant: variantName.optional(),
  name: riderName.optional(),
})

export const shareToken = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid share token')

/** A stored document, read back: older documents gain the fields added since with their defaults. */
export const readStoredDoc = (stored: unknown): RiderDoc => riderDocSchema.parse(stored)

export const venueIdInput = z.coerce.number().int().positive('Invalid venue id').max(INT4_MAX, 'Invalid venue id')

export const lookupInput = z.object({
  kind: z.enum(['venue', 'artist']),
  q: z.string().max(80, 'Search is too long').default(''),
})
export type LookupInput = z.output<typeof lookupInput>

/** A picker option of the venue fit check and the artist link: a listing's id, name and place. */
export interface LookupOption {
  id: number
  name: string
  city: string
  country: string
}

/** The parts of a rider a version summary names (the editor's tabs, plus name/variant/artist/language). */
export const RIDER_SECTIONS = [
  'details',
  'lineup',
  'inputs',
  'monitors',
  'backline',
  'plot',
  'power',
  'times',
  'hospitality',
  'contacts',
  'notes',
] as const
export type RiderSection = (typeof RIDER_SECTIONS)[number]

/** Why a version was made: the owner's explicit mark, or sharing / printing a rider changed since its last one. */
export const VERSION_REASONS = ['manual', 'share', 'print'] as const
export type VersionReason = (typeof VERSION_REASONS)[number]

/** A version asked for by the owner: marked, or on printing (sharing versions by itself). */
export const markVersionInput = z.object({ reason: z.enum(['manual', 'print']).default('manual') })

export interface RiderSummary {
  id: string
  name: string
  variant: string
  artistId: number | null
  artistName: string | null
  /** Counts saves; autosave sends it back as `baseRevision`. */
  revision: number
  /** The version people refer to; 0 until one is marked. */
  version: number
  /** Saved changes exist that the latest version does not hold. */
  changedSinceVersion: boolean
  shared: boolean
  updatedAt: string
}

export interface Rider extends RiderSummary {
  docLocale: (typeof LOCALES)[number]
  doc: RiderDoc
  shareToken: string | null
  /** Views of the public share page (de-duplicated per viewer for a while) and the latest one. */
  shareViews: number
  shareLastViewedAt: string | null
  createdAt: string
}

/** A cheap look at a rider's counters: another tab polls it to notice newer saves. */
export interface RiderRevision {
  revision: number
  version: number
  updatedAt: string
}

/** One entry of a rider's version history. */
export interface RiderVersion {
  number: number
  revision: number
  reason: VersionReason
  /** Sections changed since the previous version; empty for the first. */
  sections: RiderSection[]
  byName: string | null
  createdAt: string
}

/** What a share link shows: the current document, named by its latest version, no owner data. */
export interface SharedRider {
  name: string
  variant: string
  artistName: string | null
  docLocale: (typeof LOCALES)[number]
  doc: RiderDoc
  version: number
  changedSinceVersion: boolean
  updatedAt: string
}

/*
 * The answers' schemas: the API's documentation of them (OpenAPI) and, in tests, a check of every answer
 * (Deps.checkResponses). Each describes its interface above.
 */
const count = z.number().int().nonnegative()
const timestamp = z.string().describe('ISO 8601 time')

export const riderSummarySchema = z.object({
  id: riderId,
  name: z.string(),
  variant: z.string(),
  artistId: z.number().int().positive().nullable(),
  artistName: z.string().nullable(),
  revision: count,
  version: count,
  changedSinceVersion: z.boolean(),
  shared: z.boolean(),
  updatedAt: timestamp,
}) satisfies z.ZodType<RiderSummary>

export const riderSchema = riderSummarySchema.extend({
  docLocale: z.enum(LOCALES),
  doc: riderDocSchema,
  shareToken: z.string().nullable(),
  shareViews: count,
  shareLastViewedAt: timestamp.nullable(),
  createdAt: timestamp,
}) satisfies z.ZodType<Rider>

export const riderRevisionSchema = riderSummarySchema.pick({
  revision: true,
  version: true,
  updatedAt: true,
}) satisfies z.ZodType<RiderRevision>

export const riderVersionSchema = z.object({
  number: count,
  revision: count,
  reason: z.enum(VERSION_REASONS),
  sections: z.array(z.enum(RIDER_SECTIONS)),
  byName: z.string().nullable(),
  createdAt: timestamp,
}) satisfies z.ZodType<RiderVersion>

export const sharedRiderSchema = riderSchema.pick({
  name: true,
  variant: true,
  artistName: true,
  docLocale: true,
  doc: true,
  version: true,
  changedSinceVersion: true,
  updatedAt: true,
}) satisfies z.ZodType<SharedRider>

/** The read-only link of a shared rider: its token, the page's path and the full address. */
export const shareLinkSchema = z.object({ token: shareToken, path: z.string(), url: z.string() })

/** Picker options (riders.lookup), at most 20, by name. */
export const lookupOptionsSchema = z.array(
  z.object({ id: z.number().int().positive(), name: z.string(), city: z.string(), country: z.string() }),
) satisfies z.ZodType<LookupOption[]>

/** A generated input list (POST /riders/input-list). */
export const inputListSchema = z.object({ inputs: z.array(inputSchema).max(LIMITS.inputs) })
