import { useCallback, useEffect, useRef, useState } from 'react'
import type { Rider, UpdateRiderInput } from '../../src/riders/schema.ts'
import { trpc } from '../app/trpc.ts'

export type SaveState = 'saved' | 'saving' | 'unsaved' | 'error' | 'conflict'
type Changes = Omit<UpdateRiderInput, 'baseVersion'>

const DEBOUNCE_MS = 800
const RETRY_MS = 3000

/**
 * Debounced autosave of one rider. Changes collect while the user types and go out together; each save
 * names the version it was based on, so a save from a stale tab is refused (409) instead of overwriting.
 */
export function useAutosave(rider: Rider | undefined, onSaved: (r: Rider) => void) {
  const update = trpc.riders.update.useMutation()
  const [state, setState] = useState<SaveState>('saved')
  const pending = useRef<Changes | null>(null)
  const version = useRef(rider?.version ?? 1)
  const inFlight = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const riderId = rider?.id
  const onSavedRef = useRef(onSaved)
  onSavedRef.current = onSaved

  // A different rider (or a reload) resets the tracking.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the rider changes
  useEffect(() => {
    version.current = rider?.version ?? 1
    pending.current = null
    setState('saved')
  }, [riderId])

  const flush = useCallback(async () => {
    clearTimeout(timer.current)
    if (!riderId || !pending.current || inFlight.current) return
    const changes = pending.current
    pending.current = null
    inFlight.current = true
    setState('saving')
    try {
      const saved = await update.mutateAsync({ id: riderId, changes: { ...changes, baseVersion: version.current } })
      version.current = saved.version
      onSavedRef.current(saved)
      if (pending.current) {
        setState('unsaved')
        timer.current = setTimeout(() => void flush(), DEBOUNCE_MS)
      } else setState('saved')
    } catch (err) {
      const code = (err as { data?: { code?: string } }).data?.code
      pending.current = { ...changes, ...((pending.current as Changes | null) ?? {}) }
      if (code === 'CONFLICT') {
        setState('conflict')
      } else {
        setState('error')
        timer.current = setTimeout(() => void flush(), RETRY_MS)
      }
    } finally {
      inFlight.current = false
    }
  }, [riderId, update])

  const change = useCallback(
    (changes: Changes) => {
      pending.current = { ...pending.current, ...changes }
      setState((s) => (s === 'conflict' ? s : 'unsaved'))
      clearTimeout(timer.current)
      timer.current = setTimeout(() => void flush(), DEBOUNCE_MS)
    },
    [flush],
  )

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

  return { state, change, flush }
}
