import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

/** `npm start` is `node src-server/start.mjs`: plain JavaScript, so an old Node can say what it needs. */
const START = 'src-server/start.mjs'
const NEEDS_24 =
  /^Stagebook needs Node\.js 24\.7 or newer, this is v\d+\.\d+\.\d+: install Node 24 LTS from https:\/\/nodejs\.org/

function start(node: string, args: string[] = [], env: Record<string, string> = {}) {
  return spawnSync(node, [...args, START], { encoding: 'utf8', env: { ...process.env, ...env }, timeout: 110_000 })
}

/** Makes this Node report an older version before start.mjs runs. */
const pretend = (version: string) =>
  `data:text/javascript,Object.defineProperty(process,"versions",{value:{...process.versions,node:"${version}"}});Object.defineProperty(process,"version",{value:"v${version}"})`

describe('npm start on an old Node', () => {
  it('prints one line naming Node 24.7 and how to get it, and exits 1', () => {
    for (const version of ['20.11.1', '22.18.0', '23.9.0', '24.6.0']) {
      const run = start(process.execPath, ['--import', pretend(version)])
      expect(run.status, version).toBe(1)
      expect(run.stdout).toBe('')
      expect(run.stderr.trim().split('\n'), version).toEqual([expect.stringMatching(NEEDS_24)])
      expect(run.stderr).toContain(`this is v${version}`)
    }
  })

  // The machine's own old Node (Debian's, v20 here), when it has one: the real thing, not a pretence.
  const systemNode = ['/usr/bin/node', '/usr/local/bin/node'].find(
    (p) => fs.existsSync(p) && Number(spawnSync(p, ['-p', 'process.versions.node.split(".")[0]']).stdout) < 24,
  )
  it.runIf(systemNode)(`says the same on ${systemNode}`, () => {
    const run = start(systemNode!)
    expect(run.status).toBe(1)
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(NEEDS_24)])
  })

  it('goes on to the server on Node 24 (here: to its configuration check)', () => {
    const run = start(process.execPath, [], { PORT: 'eighty' })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/^Invalid configuration: PORT: must be a number/)
  })
})
