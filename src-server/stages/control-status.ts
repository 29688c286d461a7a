/**
 * What a show-control button shows: flat fields (no nesting) so Companion variables read them directly. With a
 * running order with items they come from its timeline, else from the stage's own timer and set list.
 */
import { z } from 'zod'
import { formatDuration, type StageView, timerReading } from '../../src/stages/protocol.ts'
import { timeline } from '../../src/stages/running-order.ts'

export const buttonFields = z.object({
  status: z.enum(['idle', 'running', 'paused']).describe('The running order (or the timer): idle, running or paused'),
  item: z.string().nullable().describe('Title of the current item (without a running order: the song playing)'),
  time_left_s: z
    .number()
    .int()
    .nullable()
    .describe('Seconds left of the current item (or the countdown); negative when over time; null when none'),
  time_left: z.string().nullable().describe('The same as text, as the display shows it: `12:05`, `-1:30`'),
  overrun: z.boolean().describe('The current item (or the countdown) is over its time'),
  overrun_s: z.number().int().describe('Seconds over time; 0 while on time'),
  next_item: z.string().nullable().describe('Title of the next item (without a running order: the next song)'),
  curfew: z.string().nullable().describe("Curfew time, `23:00` in the stage's time zone; null without a curfew item"),
  curfew_in_s: z.number().int().nullable().describe('Seconds from now to the curfew; negative once it has passed'),
  curfew_over_s: z
    .number()
    .int()
    .nullable()
    .describe('Seconds the show is expected to run past the curfew at the current pace (negative: time to spare)'),
})
export type ButtonFields = z.infer<typeof buttonFields>

/** Whole seconds as the display shows them: time left rounds up, time over rounds down (never -0). */
const seconds = (ms: number) => (ms >= 0 ? Math.ceil(ms / 1000) : -Math.floor(-ms / 1000) || 0)

function clockTime(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms)
}

/** The button fields of a stage at server time `now`. */
export function buttonStatus(stage: StageView, now: number): ButtonFields {
  const order = stage.runOrder
  if (order?.items.length) {
    const tl = timeline(order, now)
    const current = tl.current >= 0 ? order.items[tl.current]! : null
    const left = current ? tl.remaining_ms : null
    return {
      status: tl.status,
      item: current?.title ?? null,
      time_left_s: left === null ? null : seconds(left),
      time_left: left === null ? null : formatDuration(left, true),
      overrun: tl.overrun,
      overrun_s: tl.overrun ? -seconds(tl.remaining_ms) : 0,
      next_item: tl.next >= 0 ? order.items[tl.next]!.title : null,
      curfew: tl.curfew ? clockTime(tl.curfew.at_ms, order.timezone) : null,
      curfew_in_s: tl.curfew ? seconds(tl.curfew.at_ms - now) : null,
      curfew_over_s: tl.curfew ? seconds(tl.curfew.over_ms) : null,
    }
  }
  const s = stage.state
  const countdown = s.timer.mode === 'countdown' ? timerReading(s.timer, now) : null
  const running = s.timer.startedAt !== null
  return {
    status: running ? 'running' : s.timer.elapsedMs > 0 ? 'paused' : 'idle',
    item: s.current >= 0 ? (s.setList[s.current] ?? null) : null,
    time_left_s: countdown ? seconds(countdown.ms) : null,
    time_left: countdown ? formatDuration(countdown.ms, true) : null,
    overrun: countdown?.overrun ?? false,
    overrun_s: countdown?.overrun ? -seconds(countdown.ms) : 0,
    next_item: s.setList[s.current + 1] ?? null,
    curfew: null,
    curfew_in_s: null,
    curfew_over_s: null,
  }
}
