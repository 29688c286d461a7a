import { useMemo } from 'react'
import {
  deviceTimeZone,
  formatStageMoment,
  formatStageTime,
  stageTimeZone,
  zoneDiffers,
  zoneLabel,
} from '../../src/stages/clock.ts'
import { useI18n } from '../app/i18n.tsx'

export interface StageClock {
  /** The stage's time zone; undefined when it has none (the device's is used). */
  zone: string | undefined
  /** `21:54` (or `21:54:07`) in the stage's zone. */
  time: (ms: number, seconds?: boolean) => string
  /** `21:54:07`, with the date in front when not today in the stage's zone. */
  moment: (ms: number | string, now?: number) => string
  /** `Berlin (GMT+2)` when the stage's clock reads differently from this device's at `now`; null otherwise. */
  zoneNote: (now: number) => string | null
}

/** Every time a page shows for a stage goes through this: one zone, one format. */
export function useStageClock(stage: Parameters<typeof stageTimeZone>[0]): StageClock {
  const { locale } = useI18n()
  const zone = stageTimeZone(stage)
  return useMemo(() => {
    const device = deviceTimeZone()
    return {
      zone,
      time: (ms, seconds = false) => formatStageTime(ms, locale, zone, { seconds }),
      moment: (ms, now = Date.now()) => formatStageMoment(new Date(ms).getTime(), now, locale, zone),
      zoneNote: (now) => (zone && zoneDiffers(zone, device, now) ? zoneLabel(zone, locale, now) : null),
    }
  }, [locale, zone])
}
