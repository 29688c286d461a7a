import { useCallback, useEffect, useRef, useState } from 'react'
import type { Rider, UpdateRiderInput } from '../../src/riders/schema.ts'
import { trpc } from '../app/trpc.ts'

export type SaveState = 'saved' | 'saving' | 'unsaved' | 'error' | 'conflict'
export type Changes = Omit<UpdateRiderInput, 'baseRevision'>

const DEBOUNCE_MS = 800
/** Retries after a failed save (network, server error) back off from this to RETRY_MAX_MS; a 409 never retries. */
const RETRY_MS = 3000
const RETRY_MAX_MS = 60_000
/** While visible, how often the editor asks whether another tab saved (also on focus and on becoming visible). */
export const REVISION_CHECK_MS = 15_000

const errorCode = (err: unknown) => (err as { data?: { code?: string } }).data?.code
/** A refusal the same request would meet again: retrying it is pointless. */
const isFinal = (code: string | undefined) =>
  code === 'BAD_REQUEST' || code === 'NOT_FOUND' || code === 'UNAUTHORIZED' || code === 'FORBIDDEN'

/**
 * Debounced autosave of one rider. Changes collect while the user types and go out together; each save names
 * the revision it was based on, so a save from a stale tab is refused (409). A refusal stops saving at once
 * (state `conflict`, nothing more is sent) and keeps the unsaved changes until the user chooses: `overwrite`
 * (send their whole draft on top of the newer revision) or `discard` (then load the newer rider).
 * `onNewer` hears of a newer save found by the revision check while nothing is pending here.
 */
export function useAutosave(
  rider: Rider | undefined,
  { onSaved, onNewer }: { onSaved: (r: Rider) => void; onNewer: () => void },
) {
  const update = trpc.riders.update.useMutation()
  const utils = trpc.useUtils()
  const [state, setStateRaw] = useState<SaveState>('saved')
  const stateRef = useRef<SaveState>('saved')
  const setState = useCallback((s: SaveState) => {
    stateRef.current = s
    setStateRaw(s)
  }, [])
  const pending = useRef<Changes | null>(null)
  const revision = useRef(rider?.revision ?? 1)
  const inFlight = useRef<Promise<void> | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const retryDelay = useRef(RETRY_MS)
  const riderId = rider?.id
  // The latest callbacks, so the functions below keep one identity (effects that depend on them run once).
  const latest = useRef({ mutate: update.mutateAsync, onSaved, onNewer, utils })
  latest.current = { mutate: update.mutateAsync, onSaved, onNewer, utils }

  // A different rider resets the tracking.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the rider changes
  useEffect(() => {
    revision.current = rider?.revision ?? 1
    pending.current = null
    setState('saved')
  }, [riderId])

  /** Runs a flush after `ms`, replacing any one already waiting. */
  const flushRef = useRef<() => Promise<void>>(async () => {})
  const schedule = useCallback((ms: number) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => void flushRef.current(), ms)
  }, [])

  const send = useCallback(async (): Promise<void> => {
    clearTimeout(timer.current)
    if (!riderId || !pending.current || stateRef.current === 'conflict') return
    const changes = pending.current
    pending.current = null
    setState('saving')
    try {
      const saved = await latest.current.mutate({
        id: riderId,
        changes: { ...changes, baseRevision: revision.current },
      })
      revision.current = saved.revision
      retryDelay.current = RETRY_MS
      latest.current.onSaved(saved)
      if (pending.current) {
        setState('unsaved')
        schedule(DEBOUNCE_MS)
      } else setState('saved')
    } catch (err) {
      pending.current = { ...changes, ...(pending.current ?? {}) }
      const code = errorCode(err)
      if (code === 'CONFLICT') {
        setState('conflict')
      } else {
        setState('error')
        if (!isFinal(code)) {
          schedule(retryDelay.current)
          retryDelay.current = Math.min(retryDelay.current * 2, RETRY_MAX_MS)
        }
      }
    }
  }, [riderId, schedule, setState])

  /** Sends what is pending now; resolves when this tab has nothing in flight. */
  const flush = useCallback(async (): Promise<void> => {
    while (inFlight.current) await inFlight.current
    if (!pending.current || stateRef.current === 'conflict') return
    const run = send().finally(() => {
      inFlight.current = null
    })
    inFlight.current = run
    await run
  }, [send])
  flushRef.current = flush

  const change = useCallback(
    (changes: Changes) => {
      pending.current = { ...pending.current, ...changes }
      if (stateRef.current === 'conflict') return // kept, not sent, until the user chooses
      setState('unsaved')
      schedule(DEBOUNCE_MS)
    },
    [schedule, setState],
  )

  /** Conflict resolved in favour of this tab: `draft` (the whole local state) goes on top of the newest revision. */
  const overwrite = useCallback(
    async (draft: Changes) => {
      if (!riderId) return
      const current = await latest.current.utils.riders.revision.fetch({ id: riderId }, { staleTime: 0 })
      revision.current = current.revision
      pending.current = draft
      setState('unsaved')
      await flush()
    },
    [riderId, flush, setState],
  )

  /** Conflict resolved in favour of the other save: forget this tab's changes and follow `r`. */
  const discard = useCallback(
    (r: Rider) => {
      clearTimeout(timer.current)
      pending.current = null
      revision.current = r.revision
      setState('saved')
    },
    [setState],
  )

  // Another tab's save: noticed on focus, on becoming visible, and every REVISION_CHECK_MS while visible.
  useEffect(() => {
    if (!riderId) return
    let checking = false
    const check = async () => {
      if (checking || document.visibilityState !== 'visible' || stateRef.current === 'conflict') return
      checking = true
      try {
        const current = await latest.current.utils.riders.revision.fetch({ id: riderId }, { staleTime: 0 })
        if (current.revision <= revision.current || inFlight.current) return
        if (pending.current) {
          clearTimeout(timer.current)
          setState('conflict')
        } else latest.current.onNewer()
      } catch {
        // Offline or signed out: the next check or save says so.
      } finally {
        checking = false
      }
    }
    const onVisible = () => void check()
    const interval = setInterval(onVisible, REVISION_CHECK_MS)
    window.addEventListener('focus', onVisible)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearInterval(interval)
      window.removeEventListener('focus', onVisible)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [riderId, setState])

  // Leaving the page with unsaved changes: save now and let the browser warn.
  useEffect(() => {
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (pending.current || inFlight.current) {
        void flush()
        e.preventDefault()
      }
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      clearTimeout(timer.current)
      if (pending.current) void flush()
    }
  }, [flush])

  return { state, change, flush, overwrite, discard }
}
