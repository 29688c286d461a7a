/**
 * Every benchmark in smoke mode (bench/smoke.ts), as CI runs them: tiny sizes, the real code paths and their
 * comparators, so a benchmark that no longer runs fails CI. Each must exit 0 and print a ratio; its figures are
 * not judged. Full runs stay out of CI.
 *
 *   node bench/smoke-all.ts [name…]      (names without .ts pick some; default all)
 *
 * Every .ts file in bench/ is a benchmark except the helpers below, and a benchmark without a smoke mode (it
 * does not use bench/smoke.ts) fails here: a new benchmark joins the smoke run by existing.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureFreshClientBuild } from '../src-server/test/client-build.ts'

const benchDir = import.meta.dirname
/** Modules the benchmarks import, not benchmarks themselves. */
const HELPERS = new Set(['smoke.ts', 'smoke-all.ts', 'signed-in.ts'])
/** A ceiling against a hang at a load of 20 on 2 cores (a smoke run takes seconds on a quiet machine). */
const CEILING_MS = 10 * 60_000
/** Two at a time: they wait on servers, browsers and Postgres as much as they compute. */
const PARALLEL = 2
/** A ratio in a benchmark's output: the word, or a figure like `1.48×`. */
const RATIO = /ratio|\d×/i

export function benchmarks(): string[] {
  return fs
    .readdirSync(benchDir)
    .filter((f) => f.endsWith('.ts') && !HELPERS.has(f))
    .sort()
}

export function hasSmokeMode(file: string): boolean {
  return /from '\.\/smoke\.ts'|import\('\.\/smoke\.ts'\)/.test(fs.readFileSync(path.join(benchDir, file), 'utf8'))
}

interface Outcome {
  file: string
  ok: boolean
  seconds: number
  why: string
  output: string
}

function runOne(file: string): Promise<Outcome> {
  const started = performance.now()
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(benchDir, file)], {
      cwd: path.dirname(benchDir),
      env: { ...process.env, BENCH_SMOKE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const timer = setTimeout(() => child.kill('SIGKILL'), CEILING_MS)
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      const seconds = (performance.now() - started) / 1000
      const why =
        code !== 0
          ? `exited ${signal ?? code}${signal === 'SIGKILL' ? ` (over ${CEILING_MS / 60_000} min)` : ''}`
          : RATIO.test(output)
            ? ''
            : 'printed no ratio'
      resolve({ file, ok: !why, seconds, why, output })
    })
  })
}

async function main() {
  const wanted = process.argv.slice(2).map((n) => (n.endsWith('.ts') ? n : `${n}.ts`))
  const all = benchmarks()
  const files = wanted.length ? all.filter((f) => wanted.includes(f)) : all
  const withoutSmoke = files.filter((f) => !hasSmokeMode(f))
  if (withoutSmoke.length) {
    console.error(`benchmarks without a smoke mode (use bench/smoke.ts): ${withoutSmoke.join(', ')}`)
    process.exit(1)
  }
  // The benchmarks that serve the client use the tests' build (made here only if its sources changed).
  ensureFreshClientBuild()
  const started = performance.now()
  const queue = [...files]
  const outcomes: Outcome[] = []
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const outcome = await runOne(file)
        outcomes.push(outcome)
        const ratios = outcome.output.split('\n').filter((l) => RATIO.test(l))
        console.log(
          `${outcome.ok ? 'ok  ' : 'FAIL'} ${file} (${outcome.seconds.toFixed(1)} s)${outcome.why && `: ${outcome.why}`}`,
        )
        if (outcome.ok) for (const line of ratios.slice(0, 3)) console.log(`       ${line.trim()}`)
        else console.log(outcome.output.replace(/^/gm, '       '))
      }
    }),
  )
  const failed = outcomes.filter((o) => !o.ok)
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
  console.log(
    `benchmark smoke runs: ${outcomes.length - failed.length} of ${outcomes.length} ran and printed their ratios ` +
      `in ${((performance.now() - started) / 1000).toFixed(0)} s (load ${load})`,
  )
  process.exit(failed.length ? 1 : 0)
}

if (process.argv[1] === import.meta.filename) await main()
