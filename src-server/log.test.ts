import { spawnSync } from 'node:child_process'
import { stripVTControlCharacters } from 'node:util'
import { expect, it } from 'vitest'

/** Logs one request line and the banner through createLogger(format) in a child whose stdout is a pipe. */
function logThrough(format: string): string[] {
  const script = `
    const { createLogger } = await import('./src-server/log.ts')
    const log = createLogger('info', ${JSON.stringify(format)})
    log.info({ requestId: 'r-12345678', method: 'GET', path: '/api/x', status: 200, ms: 3.1 }, 'request')
    log.info({ url: 'http://127.0.0.1:3000' }, 'Stagebook is listening on http://localhost:3000')
    log.info({ requestId: 'r-12345679', method: 'POST', path: '/api/y', status: 201, ms: 2, ip: '203.0.113.7', userId: 'u-1' }, 'request')`
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
  expect(run.status, run.stderr).toBe(0)
  return run.stdout.trim().split('\n')
}

it('writes JSON lines to a pipe (LOG_FORMAT=auto), which the e2e fixtures parse', () => {
  const [request, banner] = logThrough('auto').map((l) => JSON.parse(l))
  expect(request).toMatchObject({ msg: 'request', requestId: 'r-12345678', status: 200, service: 'stagebook' })
  expect(banner).toMatchObject({ url: 'http://127.0.0.1:3000', msg: expect.stringContaining('listening') })
})

it('writes readable lines when asked (a terminal gets them with auto)', () => {
  const lines = logThrough('pretty').map((l) => stripVTControlCharacters(l))
  expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/x → 200 \(3\.1 ms\)$/)
  expect(lines[1]).toMatch(/INFO: Stagebook is listening on http:\/\/localhost:3000$/)
  expect(lines[2]).toMatch(/INFO: POST \/api\/y → 201 \(2 ms\) 203\.0\.113\.7 user u-1$/)
})
