/**
 * The show-control API as Companion uses it: flat fields for buttons, JSON and form bodies, and a budget per
 * stage token that 2 Hz polling plus button presses stays within.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CreatedLink } from '../../src/stages/access.ts'
import type { StageView } from '../../src/stages/protocol.ts'
import { dayStartMs } from '../../src/stages/running-order.ts'
import { LIMIT_RULES } from '../limits/limits.ts'
import { startTestApp, type TestApp, type TestUser } from '../test/harness.ts'

describe('show-control API for Companion', () => {
  let t: TestApp
  let owner: TestUser

  beforeAll(async () => {
    // The token budget's window is an hour here: the test spends the whole budget, which a busy machine cannot do
    // within the real one-minute window (its counter would start again and the flood would pass).
    t = await startTestApp({
      setup: false,
      limitRules: { stageControlToken: { ...LIMIT_RULES.stageControlToken, durationS: 3600 } },
    })
    owner = await t.newUser()
  })
  afterAll(() => t.stop())

  const newStage = async (name: string) => {
    const stage: StageView = await (
      await t.api('/api/stages', { method: 'POST', token: owner.token, json: { name } })
    ).json()
    const link: CreatedLink = await (
      await t.api(`/api/stages/${stage.id}/links`, { method: 'POST', token: owner.token, json: { role: 'api' } })
    ).json()
    return { stage, token: link.token }
  }
  const state = (token: string) => t.api('/api/show-control/stage', { headers: { authorization: `Bearer ${token}` } })
  const post = (path: string, token: string, init: RequestInit = {}) =>
    t.api(`/api/show-control${path}`, {
      method: 'POST',
      ...init,
      headers: { authorization: `Bearer ${token}`, ...(init.headers ?? {}) },
    })

  it('answers flat button fields from the running order: item, time left, overrun, next, curfew', async () => {
    const { stage, token } = await newStage('Flat fields')
    const date = '2026-07-10'
    const timezone = 'Europe/Berlin'
    const saved = await t.api(`/api/stages/${stage.id}/running-order`, {
      method: 'PUT',
      token: owner.token,
      json: {
        date,
        timezone,
        items: [
          { title: 'Support', kind: 'act', duration_min: 30 },
          { title: 'Headliner', kind: 'act', duration_min: 90 },
          { title: 'Curfew', kind: 'curfew', duration_min: 0, planned_start: 23 * 60 },
        ],
      },
    })
    expect(saved.status).toBe(200)

    const idle = await (await state(token)).json()
    expect(idle).toMatchObject({ status: 'idle', item: null, time_left_s: null, overrun: false, overrun_s: 0 })
    expect(idle).toMatchObject({ next_item: 'Support', curfew: '23:00' })
    const curfewAt = dayStartMs(date, timezone) + 23 * 3600_000
    expect(Math.abs(idle.curfew_in_s - (curfewAt - Date.now()) / 1000)).toBeLessThan(5)

    const started = await (await post('/start', token)).json()
    expect(started).toMatchObject({ status: 'running', item: 'Support', next_item: 'Headliner', overrun: false })
    expect(started.time_left_s).toBeLessThanOrEqual(1800)
    expect(started.time_left_s).toBeGreaterThan(1790)
    expect(started.time_left).toMatch(/^(30:00|29:5\d)$/)
    expect(typeof started.curfew_over_s).toBe('number')

    // An hour taken from a 30 minute act: 30 minutes over.
    expect((await post('/nudge/-60', token)).status).toBe(200)
    const over = await (await state(token)).json()
    expect(over).toMatchObject({ item: 'Support', overrun: true })
    // Half an hour over, plus the seconds this test took since the start.
    expect(over.time_left_s).toBeLessThan(-1790)
    expect(over.time_left_s).toBeGreaterThan(-1860)
    expect(over.overrun_s).toBe(-over.time_left_s)
    expect(over.time_left).toMatch(/^-(30:[0-5]\d|29:5\d)$/)
  })

  it('without a running order: the countdown timer and the set list', async () => {
    const { stage, token } = await newStage('Timer only')
    for (const op of [
      { type: 'setList.set', items: ['Intro', 'Hit'] },
      { type: 'setList.next' },
      { type: 'timer.set', mode: 'countdown', durationMs: 60_000, start: true },
    ]) {
      expect(
        (await t.api(`/api/stages/${stage.id}/ops`, { method: 'POST', token: owner.token, json: op })).status,
      ).toBe(200)
    }
    const fields = await (await state(token)).json()
    expect(fields).toMatchObject({ status: 'running', item: 'Intro', next_item: 'Hit', overrun: false, curfew: null })
    expect(fields.time_left_s).toBeLessThanOrEqual(60)
    expect(fields.time_left_s).toBeGreaterThan(50)
  })

  it('takes POST bodies as JSON and as a form; bad values are refused either way and change nothing', async () => {
    const { stage, token } = await newStage('Bodies')
    const form = (body: string) => ({ body, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    const json = (body: unknown) => ({ body: JSON.stringify(body), headers: { 'content-type': 'application/json' } })

    const viaForm = await post('/message', token, form('text=Wrap+up&tone=urgent&flash=true'))
    expect(viaForm.status).toBe(200)
    expect(await viaForm.json()).toMatchObject({ message: 'Wrap up', state: { message: { tone: 'urgent' } } })
    const flashed = await (await t.api(`/api/stages/${stage.id}`, { token: owner.token })).json()
    expect(flashed.state.flashAt).not.toBeNull()

    const viaJson = await post('/message', token, json({ text: 'Louder', flash: false }))
    expect(await viaJson.json()).toMatchObject({ message: 'Louder', state: { message: { tone: 'normal' } } })

    for (const bad of [
      form('text=&tone=urgent'),
      form('text=Hi&tone=screaming'),
      form('text=Hi&flash=maybe'),
      form(`text=${'x'.repeat(300)}`),
      json({ text: 'Hi', flash: 'maybe' }),
      json({ tone: 'urgent' }),
    ]) {
      expect((await post('/message', token, bad)).status).toBe(400)
    }
    expect((await post('/message', token, form(`text=${'x'.repeat(5000)}`))).status).toBe(413)
    // Buttons without a body accept either content type (Companion may send one anyway).
    expect((await post('/blackout/on', token, form('x=1'))).status).toBe(200)
    expect((await post('/blackout/off', token, json({}))).status).toBe(200)
    const after = await (await t.api(`/api/stages/${stage.id}`, { token: owner.token })).json()
    expect(after.state.message.text).toBe('Louder')
  })

  it('counts the budget per stage token: 2 Hz polling plus buttons is never refused, a flood is', async () => {
    const budget = LIMIT_RULES.stageControlToken.points
    const { token } = await newStage('Polled')
    const { token: other } = await newStage('Other')
    // A minute of polling at 2 Hz (120) and 60 button presses: more than the old 120 per address.
    const call = (i: number) => (i % 3 === 2 ? post('/flash', token) : state(token))
    const statuses: number[] = []
    for (let i = 0; i < budget; i += 10) {
      const batch = Array.from({ length: Math.min(10, budget - i) }, (_, k) => call(i + k))
      statuses.push(...(await Promise.all(batch)).map((r) => r.status))
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([])
    const refused = await state(token)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Per token, not per address: another stage's token from the same address still works.
    expect((await state(other)).status).toBe(200)
  })
})
