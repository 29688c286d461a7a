/**
 * The display's audible cue: short tones made with Web Audio (no audio file). Off by default; browsers play sound
 * only after a tap on the page, so the display asks for one tap, and remembers the choice for this device.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { type StageView, timerReading } from '../../src/stages/protocol.ts'

const SOUND_KEY = 'stagebook.stageSound'
const NAME_KEY = 'stagebook.screenName'

export type Cue = 'message' | 'flash' | 'timer'

/** Tones of each cue: frequency (Hz) and start (s) of each beep. */
const TONES: Record<Cue, [number, number][]> = {
  message: [
    [880, 0],
    [1320, 0.16],
  ],
  flash: [[1320, 0]],
  timer: [
    [660, 0],
    [660, 0.3],
    [660, 0.6],
  ],
}

function stored(key: string): string {
  try {
    return localStorage.getItem(key) ?? ''
  } catch {
    return ''
  }
}

function store(key: string, value: string): void {
  try {
    if (value) localStorage.setItem(key, value)
    else localStorage.removeItem(key)
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

let context: AudioContext | null = null

/** Plays one cue (a few short beeps with soft edges, so no click). */
function play(ctx: AudioContext, cue: Cue): void {
  const start = ctx.currentTime + 0.02
  for (const [frequency, at] of TONES[cue]) {
    const osc = ctx.createOscillator()
    const gain = ctx.createGain()
    osc.type = 'sine'
    osc.frequency.value = frequency
    gain.gain.setValueAtTime(0, start + at)
    gain.gain.linearRampToValueAtTime(0.4, start + at + 0.01)
    gain.gain.exponentialRampToValueAtTime(0.001, start + at + 0.14)
    osc.connect(gain).connect(ctx.destination)
    osc.start(start + at)
    osc.stop(start + at + 0.15)
  }
}

/** What this screen is called and whether it plays its cue, both remembered per device. */
export interface ScreenPrefs {
  name: string
  setName: (name: string) => void
  /** The operator wants sound (remembered). */
  wanted: boolean
  /** Sound plays now: wanted, and the browser allowed it (after a tap on this page). */
  allowed: boolean
  /** Call from a tap: turns sound on (and lets the browser play it) or off. */
  toggle: () => void
  /** Call from a tap: lets the browser play the sound the operator wanted (after a reload). */
  unlock: () => void
  /** Cues played so far (the tests and the screen's own indicator read it). */
  played: number
  cue: (cue: Cue) => void
}

export function useScreenPrefs(): ScreenPrefs {
  const [name, setNameState] = useState(() => stored(NAME_KEY))
  const [wanted, setWanted] = useState(() => stored(SOUND_KEY) === 'on')
  const [running, setRunning] = useState(() => context?.state === 'running')
  const [played, setPlayed] = useState(0)
  const unlock = useCallback(() => {
    try {
      context ??= new AudioContext()
      const ctx = context
      ctx.onstatechange = () => setRunning(ctx.state === 'running')
      void ctx.resume().then(() => setRunning(ctx.state === 'running'))
    } catch {
      // No Web Audio here: the screen stays silent.
    }
  }, [])
  const toggle = useCallback(() => {
    const next = !wanted
    store(SOUND_KEY, next ? 'on' : '')
    setWanted(next)
    if (next) {
      unlock()
      // The tap that turned it on plays the message cue, so the operator hears how it sounds.
      if (context) {
        play(context, 'message')
        setPlayed((n) => n + 1)
      }
    }
  }, [wanted, unlock])
  const allowed = wanted && running
  const cue = useCallback(
    (c: Cue) => {
      if (!allowed || !context) return
      play(context, c)
      setPlayed((n) => n + 1)
    },
    [allowed],
  )
  const setName = useCallback((value: string) => {
    store(NAME_KEY, value.trim())
    setNameState(value.trim())
  }, [])
  return { name, setName, wanted, allowed, toggle, unlock, played, cue }
}

/**
 * Plays the cue on what the stage manager sends after the screen connected: a new message, a flash, and the
 * countdown reaching zero. What was already on the screen when it connected plays nothing.
 */
export function useStageCues(stage: StageView | null, now: number, cue: (c: Cue) => void): void {
  const seen = useRef<{ message: string | null; flashAt: number | null; left: number | null } | null>(null)
  useEffect(() => {
    if (!stage) return
    const s = stage.state
    const timer = s.timer
    const left = timer.mode === 'countdown' && timer.startedAt !== null ? timerReading(timer, now).ms : null
    const before = seen.current
    seen.current = { message: s.message?.id ?? null, flashAt: s.flashAt, left }
    if (!before || s.blackout) return
    if (s.message && s.message.id !== before.message) cue('message')
    else if (s.flashAt !== null && s.flashAt !== before.flashAt) cue('flash')
    if (left !== null && left <= 0 && before.left !== null && before.left > 0) cue('timer')
  }, [stage, now, cue])
}
