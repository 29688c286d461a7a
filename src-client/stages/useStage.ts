import { useEffect, useState } from 'react'
import { type ConnectionStatus, realtimeUrl, StageConnection } from '../../src/stages/connection.ts'
import type { StageView } from '../../src/stages/protocol.ts'

export interface StageLive {
  stage: StageView | null
  status: ConnectionStatus
  error: { status: number; message: string } | null
  displays: number | null
  /** Counts presence news (a display came or went, here or on another server copy): lists of screens refetch on it. */
  presenceSeq: number
  conn: StageConnection | null
}

/**
 * One realtime connection for the component's life: a display (`code`, with this browser's `device` id so the
 * manager sees it) or a manager (`stage` id).
 */
export function useStageConnection(query: { code?: string; stage?: string; device?: string } | null): StageLive {
  const [live, setLive] = useState<StageLive>({
    stage: null,
    status: 'connecting',
    error: null,
    displays: null,
    presenceSeq: 0,
    conn: null,
  })
  const key = query ? `${query.code ?? ''}|${query.stage ?? ''}` : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: reconnect only when the target changes
  useEffect(() => {
    if (!query) return
    setLive({ stage: null, status: 'connecting', error: null, displays: null, presenceSeq: 0, conn: null })
    const conn = new StageConnection({
      url: realtimeUrl(window.location.origin, query),
      onState: (stage) => setLive((l) => ({ ...l, stage })),
      onStatus: (status, error) =>
        setLive((l) => ({ ...l, status, error: error ?? (status === 'open' ? null : l.error) })),
      onPresence: (displays) => setLive((l) => ({ ...l, displays, presenceSeq: l.presenceSeq + 1 })),
    })
    setLive((l) => ({ ...l, conn }))
    return () => conn.close()
  }, [key])
  return live
}

/** Server time, re-rendered every `ms` (timers are computed from timestamps, never ticked by the server). */
export function useServerNow(conn: StageConnection | null, ms = 250): number {
  const [, setTick] = useState(0)
  useEffect(() => {
    const id = setInterval(() => setTick((n) => n + 1), ms)
    return () => clearInterval(id)
  }, [ms])
  return conn ? conn.now() : Date.now()
}

/** Keeps the screen awake while `active` (Screen Wake Lock API, where the browser has it). */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return
    let lock: WakeLockSentinel | null = null
    let cancelled = false
    const request = async () => {
      try {
        if (document.visibilityState === 'visible') lock = await navigator.wakeLock.request('screen')
        if (cancelled) await lock?.release()
      } catch {
        // Not allowed (battery saver, no user gesture yet): the display still works.
      }
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible') void request()
    }
    void request()
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      cancelled = true
      document.removeEventListener('visibilitychange', onVisible)
      void lock?.release().catch(() => {})
    }
  }, [active])
}
