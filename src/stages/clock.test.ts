import { describe, expect, it } from 'vitest'
import {
  formatStageMoment,
  formatStageTime,
  stageTimeZone,
  zoneDiffers,
  zoneLabel,
  zoneOffsetMinutes,
} from './clock.ts'

// 2027-05-02 19:54:07 UTC: 21:54 in Berlin (summer time), 15:54 in New York.
const AT = Date.UTC(2027, 4, 2, 19, 54, 7)

describe('one clock for a stage', () => {
  it("reads a time in the stage's zone, whatever the device's", () => {
    expect(formatStageTime(AT, 'en', 'Europe/Berlin')).toBe('21:54')
    expect(formatStageTime(AT, 'en', 'America/New_York')).toBe('15:54')
    expect(formatStageTime(AT, 'de', 'Europe/Berlin', { seconds: true })).toBe('21:54:07')
  })

  it('uses one 24-hour format in every locale (no 09:54 PM beside 21:54)', () => {
    for (const locale of ['en', 'de', 'fr', 'es', 'it'] as const) {
      const text = formatStageTime(AT, locale, 'Europe/Berlin')
      expect(text, locale).toMatch(/^21[:.h]54$/)
      expect(text, locale).not.toMatch(/[AP]M/i)
    }
  })

  it('puts the day in front of a moment that is not today in the stage zone', () => {
    expect(formatStageMoment(AT, AT + 60_000, 'en', 'Europe/Berlin')).toBe('21:54:07')
    expect(formatStageMoment(AT, AT + 86_400_000, 'en', 'Europe/Berlin')).toBe('02/05/2027 21:54:07')
  })

  it("takes the stage's zone from its running order, or from the stage list's zone before the live copy", () => {
    const order = { timezone: 'America/New_York' }
    expect(stageTimeZone({ runOrder: order })).toBe('America/New_York')
    expect(stageTimeZone({ runOrder: null })).toBeUndefined()
    // The stage list: no running order, its zone only.
    expect(stageTimeZone({ timezone: 'America/New_York' })).toBe('America/New_York')
    expect(stageTimeZone({ timezone: null })).toBeUndefined()
    expect(stageTimeZone({})).toBeUndefined()
    // The live copy wins once it is there (its running order deleted since the list was read).
    expect(stageTimeZone({ runOrder: null, timezone: 'America/New_York' })).toBeUndefined()
  })

  it("a New York stage's times on a UTC machine: seen at, lost since, expected starts read New York's clock", () => {
    const zone = stageTimeZone({ timezone: 'America/New_York' })
    // 19:54:07 UTC is 15:54:07 in New York, whatever this machine's zone.
    expect(formatStageMoment(AT, AT + 60_000, 'en', zone)).toBe('15:54:07')
    expect(formatStageTime(AT, 'fr', zone)).toBe('15:54')
    expect(formatStageTime(AT, 'en', 'UTC')).toBe('19:54')
    // 01:30 UTC next day is still 21:30 the same day in New York: no date in front (a UTC clock would put one).
    expect(formatStageMoment(AT, Date.UTC(2027, 4, 3, 1, 30), 'en', zone)).toBe('15:54:07')
    // 04:30 UTC is 00:30 the next day in New York: New York's date in front.
    expect(formatStageMoment(AT, Date.UTC(2027, 4, 3, 4, 30), 'en', zone)).toBe('02/05/2027 15:54:07')
    expect(formatStageMoment(AT, Date.UTC(2027, 4, 3, 4, 30), 'de', zone)).toBe('02.05.27 15:54:07')
  })

  it('knows zone offsets, summer time included', () => {
    expect(zoneOffsetMinutes(AT, 'Europe/Berlin')).toBe(120)
    expect(zoneOffsetMinutes(Date.UTC(2027, 0, 10, 12), 'Europe/Berlin')).toBe(60)
    expect(zoneOffsetMinutes(AT, 'America/New_York')).toBe(-240)
    expect(zoneOffsetMinutes(AT, 'Asia/Kolkata')).toBe(330)
    expect(zoneOffsetMinutes(AT, 'UTC')).toBe(0)
  })

  it('says the zone only where the clocks would read differently', () => {
    expect(zoneDiffers('Europe/Berlin', 'America/New_York', AT)).toBe(true)
    expect(zoneDiffers('Europe/Berlin', 'Europe/Paris', AT)).toBe(false)
    expect(zoneDiffers(undefined, 'America/New_York', AT)).toBe(false)
  })

  it('names a zone by its city and offset', () => {
    expect(zoneLabel('Europe/Berlin', 'en', AT)).toBe('Berlin (GMT+2)')
    expect(zoneLabel('America/New_York', 'en', AT)).toBe('New York (GMT-4)')
    expect(zoneLabel('UTC', 'en', AT)).toBe('UTC')
  })
})
