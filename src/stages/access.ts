/**
 * Role links of a stage (viewer, controller, API token): shapes shared by the server and the pages. A link is a random token; the
 * server keeps only its SHA-256, so the token (and its URL and QR code) is shown once, when it is created.
 */
import { z } from 'zod'

export const ACCESS_LIMITS = {
  /** Viewer and controller links (and the one API token) per stage. */
  linksPerStage: 20,
  /** Devices remembered per link, and per stage for its display link (the most recently seen ones). */
  devicesPerLink: 10,
  labelChars: 60,
  /** Nudge bounds of the show-control API, in minutes. */
  nudgeMinutes: 60,
} as const

export const LINK_ROLES = ['viewer', 'controller', 'api'] as const
export const linkRoleSchema = z.enum(LINK_ROLES)
export type LinkRole = z.infer<typeof linkRoleSchema>
/** The roles a person opens in a browser (the API token is for tools). */
export type PageRole = Exclude<LinkRole, 'api'>

/** 32 random bytes, base64url: 43 characters. */
export const linkTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Unknown link')
export const deviceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/)

/** A token as typed or pasted, when it has a token's shape (else null: it still spends the guessing budget). */
export function wellFormedToken(token: unknown): string | null {
  const parsed = linkTokenSchema.safeParse(token)
  return parsed.success ? parsed.data : null
}

/** The device id a page sends, when it has one's shape (else the device is not remembered). */
export function wellFormedDeviceId(id: unknown): string | null {
  const parsed = deviceIdSchema.safeParse(id)
  return parsed.success ? parsed.data : null
}

export const createLinkInput = z.object({
  role: linkRoleSchema,
  label: z
    .string()
    .trim()
    .max(ACCESS_LIMITS.labelChars, `Label is too long (at most ${ACCESS_LIMITS.labelChars} characters)`)
    .default(''),
})
export type CreateLinkInput = z.input<typeof createLinkInput>

export interface LinkDevice {
  device_id: string
  user_agent: string
  last_seen_at: string
}

/** A screen that opened the stage's display link: live now, or lost since `last_seen_at` (last heard from). */
export interface DisplayDevice extends LinkDevice {
  online: boolean
  /** The name its operator gave the screen on the display ('' without one). */
  name: string
  /** The screen allowed its audible cue (a tap on the display; browsers play no sound before one). */
  sound: boolean
}

/** How the manager names a screen: its name, else its browser. */
export function screenLabel(device: { name: string; user_agent: string }): string {
  return device.name || device.user_agent
}

export interface LinkView {
  id: string
  stage_id: string
  role: LinkRole
  label: string
  created_at: string
  last_used_at: string | null
  devices: LinkDevice[]
}

/** Answered once, when a link is created: the only time its token is known. */
export interface CreatedLink extends LinkView {
  token: string
  /** The page a person opens (viewer, controller); null for the API token. */
  url: string | null
}

/** Where a link opens: the token travels in the fragment, so it reaches neither server logs nor Referer headers. */
export const LINK_PATH = '/stageWhisperer/link'

export function linkUrl(origin: string, token: string, prefix = ''): string {
  return `${origin}${prefix}${LINK_PATH}#${token}`
}

/** Browser and system in a few words ("Firefox on Android"), from a User-Agent header. */
export function userAgentSummary(ua: string | undefined): string {
  if (!ua) return ''
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\//.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\//.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : (/Companion|node|curl|HeadlessChrome/i.exec(ua)?.[0] ?? 'Browser')
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Mac OS X|Macintosh/.test(ua)
        ? 'macOS'
        : /Windows/.test(ua)
          ? 'Windows'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : ''
  return (os ? `${browser} · ${os}` : browser).slice(0, 80)
}
