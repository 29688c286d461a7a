import { describe, expect, it } from 'vitest'
import { applyOp, formatDuration, initialState, LIMITS, stageOpSchema, timerReading, withAck } from './protocol.ts'

const id = () => 'm1'
const op = (o: unknown) => stageOpSchema.parse(o)

describe('stage state', () => {
  it('runs a countdown from timestamps: pause, resume, adjust, wrap-up colours, overrun', () => {
    let s = applyOp(
      initialState(),
      op({ type: 'timer.set', mode: 'countdown', durationMs: 600_000, start: true }),
      0,
      id,
    )
    expect(timerReading(s.timer, 60_000)).toMatchObject({ ms: 540_000, tone: 'normal' })
    s = applyOp(s, op({ type: 'timer.pause' }), 120_000, id)
    expect(timerReading(s.timer, 999_999).ms).toBe(480_000)
    s = applyOp(s, op({ type: 'timer.adjust', deltaMs: 60_000 }), 130_000, id)
    expect(timerReading(s.timer, 130_000).ms).toBe(540_000)
    s = applyOp(s, op({ type: 'timer.start' }), 200_000, id)
    expect(timerReading(s.timer, 200_000 + 240_000).tone).toBe('attention') // 5:00 left
    expect(timerReading(s.timer, 200_000 + 500_000).tone).toBe('urgent') // 0:40 left
    const over = timerReading(s.timer, 200_000 + 605_000)
    expect(over).toMatchObject({ ms: -65_000, tone: 'urgent', overrun: true })
    expect(formatDuration(over.ms)).toBe('-1:05')
    expect(formatDuration(3_723_000)).toBe('1:02:03')
    expect(formatDuration(59_001, true)).toBe('1:00')
  })

  it('counts up, walks a set list and keeps presets editable', () => {
    let s = applyOp(initialState(), op({ type: 'timer.set', mode: 'countup', start: true }), 1000, id)
    expect(timerReading(s.timer, 61_000).ms).toBe(60_000)
    s = applyOp(s, op({ type: 'setList.set', items: ['A', 'B'] }), 0, id)
    s = applyOp(s, op({ type: 'setList.next' }), 0, id)
    s = applyOp(s, op({ type: 'setList.next' }), 0, id)
    s = applyOp(s, op({ type: 'setList.next' }), 0, id)
    expect(s.current).toBe(1)
    s = applyOp(s, op({ type: 'setList.set', items: ['Only'] }), 0, id)
    expect(s.current).toBe(0)
    s = applyOp(s, op({ type: 'presets.set', items: [{ text: 'Bass up', tone: 'normal' }] }), 0, id)
    expect(s.presets).toEqual([{ text: 'Bass up', tone: 'normal' }])
    s = applyOp(s, op({ type: 'message', text: '  Encore  ' }), 5, id)
    expect(s.message).toEqual({ id: 'm1', text: 'Encore', tone: 'normal', sentAt: 5, ackAt: null, acks: [] })
    expect(stageOpSchema.safeParse({ type: 'message', text: 'x'.repeat(281) }).success).toBe(false)
    // One acknowledgement per screen or link, bounded; the first one's time is ackAt.
    for (let i = 0; i < LIMITS.acksPerMessage + 5; i++) {
      s = withAck(s, { by: `Screen ${i}`, via: 'display', at: 10 + i, key: `k${i % (LIMITS.acksPerMessage + 2)}` }) ?? s
    }
    expect(s.message!.acks).toHaveLength(LIMITS.acksPerMessage)
    expect(s.message!.ackAt).toBe(10)
    expect(withAck(s, { by: 'Again', via: 'display', at: 99, key: 'k0' })).toBeNull()
  })
})
