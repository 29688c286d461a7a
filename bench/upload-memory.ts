/**
 * Upload memory benchmark: the server's RSS while N parallel ~14 MB avatar uploads run, against
 * the same server idle in the same run. Starts the server as `npm start` does (src-server/start.mjs, its
 * defaults: embedded PGlite, auth and storage), one user per upload.
 *
 *   node bench/upload-memory.ts [parallel=60] [megabytes=14]      (--smoke: 3 uploads of 1 MB, targets not enforced)
 *
 * Targets: the uploads add at most 250 MB peak RSS, and RSS is back within 100 MB of idle afterwards.
 * The users sign in for real (admin API, then password), so the server runs without its auth rate limit.
 * It measures memory, not speed: fine on a busy machine. Needs a client build (dist/client or CLIENT_DIST_DIR).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { TOOLING_JWT_SECRET } from '../src-server/test/api-keys.ts'
import { newSignedInUsers } from './signed-in.ts'
import { benchArgs, SMOKE, sized } from './smoke.ts'

const PARALLEL = Number(benchArgs[0] ?? sized(60, 3))
const TARGET_MB = Number(benchArgs[1] ?? sized(14, 1))
const PEAK_BUDGET_MB = 250
const SETTLE_BUDGET_MB = 100
const SETTLE_WAIT_MS = sized(60_000, 5_000)
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-memory-'))
const MB = 1024 * 1024

/** A photo-like JPEG of about `mb` megabytes (noise compresses badly, so the size follows the pixel count). */
async function makeInput(mb: number): Promise<Buffer> {
  let width = Math.round(5200 * Math.sqrt(mb / 14))
  for (let i = 0; i < 4; i++) {
    const height = Math.round((width * 2) / 3)
    const raw = await sharp({
      create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 45 } },
    })
      .blur(0.7)
      .raw()
      .toBuffer()
    const jpeg = await sharp(raw, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 92 })
      .toBuffer()
    const ratio = (mb * MB) / jpeg.length
    if (SMOKE || Math.abs(ratio - 1) < 0.04 || (jpeg.length <= 15 * MB && ratio > 0.96 && ratio < 1.08)) return jpeg
    width = Math.round(width * Math.sqrt(ratio))
  }
  throw new Error(`could not make a ${mb} MB JPEG`)
}

const mbOf = (kb: string) => Number(kb) / 1024
function vm(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  return mbOf(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]!)
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const input = await makeInput(TARGET_MB)
const dataDir = path.join(tmp, 'data')
const child = spawn(process.execPath, ['src-server/start.mjs'], {
  env: {
    // npm start's defaults, except a throw-away DATA_DIR and a free loopback port.
    ...Object.fromEntries(
      Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|SUPABASE_|PUBLIC_URL|MALLOC_)/.test(k)),
    ),
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    AUTH_RATE_LIMIT: 'false',
    SUPABASE_JWT_SECRET: TOOLING_JWT_SECRET,
    LOG_LEVEL: 'info',
    LOG_FORMAT: 'json',
    CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR ?? 'dist/client',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
})
let log = ''
child.stdout!.on('data', (d) => (log += d))
child.stderr!.on('data', (d) => (log += d))

try {
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start\n${log}`)), 180_000)
    const poll = setInterval(() => {
      const m = /"url":"(http:\/\/[^"]+)"[^\n]*listening/.exec(log)
      if (m) {
        clearInterval(poll)
        clearTimeout(timer)
        resolve(m[1]!)
      }
    }, 100)
    child.on('exit', (code) => reject(new Error(`server exited ${code}\n${log}`)))
  })
  // The process whose memory counts: start.mjs may run the server in a child of its own.
  const serverPid = Number(/"pid":(\d+)[^\n]*listening/.exec(log)?.[1] ?? child.pid)

  const tokens = (await newSignedInUsers(url, PARALLEL + 2)).map((u) => u.token)
  const blob = new Blob([new Uint8Array(input)], { type: 'image/jpeg' })
  const upload = async (token: string) => {
    const fd = new FormData()
    fd.append('file', blob, 'avatar.jpg')
    try {
      const res = await fetch(`${url}/api/user/avatar/update`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: fd,
      })
      await res.arrayBuffer()
      return res.status
    } catch {
      return 0
    }
  }

  // Warm up (first conversion loads libvips' codecs), then let the idle server settle.
  for (const token of tokens.slice(PARALLEL)) {
    const status = await upload(token)
    if (status !== 200) throw new Error(`warm-up upload answered ${status}`)
  }
  await sleep(3000)
  const idleSamples: number[] = []
  for (let i = 0; i < 10; i++) {
    idleSamples.push(vm(serverPid, 'VmRSS'))
    await sleep(200)
  }
  const idle = idleSamples.sort((a, b) => a - b)[5]!
  let resetHwm = true
  try {
    fs.writeFileSync(`/proc/${serverPid}/clear_refs`, '5')
  } catch {
    resetHwm = false
  }

  let peakSampled = idle
  const sampler = setInterval(() => {
    peakSampled = Math.max(peakSampled, vm(serverPid, 'VmRSS'))
  }, 20)
  const t0 = Date.now()
  const statuses = await Promise.all(tokens.slice(0, PARALLEL).map(upload))
  const wallMs = Date.now() - t0
  clearInterval(sampler)
  const peak = resetHwm ? Math.max(vm(serverPid, 'VmHWM'), peakSampled) : peakSampled

  // Afterwards: wait (up to a minute) for RSS to come back within the budget, as an idle server would.
  const settleStart = Date.now()
  let after = vm(serverPid, 'VmRSS')
  while (after > idle + SETTLE_BUDGET_MB && Date.now() - settleStart < SETTLE_WAIT_MS) {
    await sleep(500)
    after = vm(serverPid, 'VmRSS')
  }
  const settledMs = Date.now() - settleStart

  const counts = new Map<number, number>()
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1)
  const added = peak - idle
  const left = after - idle
  console.log(
    `input: ${(input.length / MB).toFixed(1)} MB JPEG; ${PARALLEL} parallel avatar uploads in ${(wallMs / 1000).toFixed(1)} s; ` +
      `statuses ${[...counts].map(([s, n]) => `${s}×${n}`).join(', ')}`,
  )
  console.log(
    `server RSS idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (+${added.toFixed(0)} MB)${resetHwm ? '' : ' [sampled]'}`,
  )
  console.log(
    `server RSS after ${(settledMs / 1000).toFixed(1)} s: ${after.toFixed(0)} MB (${left >= 0 ? '+' : ''}${left.toFixed(0)} MB over idle)`,
  )
  console.log(`ratio peak/idle RSS: ${(peak / idle).toFixed(2)}×`)
  const statusesOk = statuses.every((s) => s === 200 || s === 503)
  const ok = (SMOKE || (added <= PEAK_BUDGET_MB && left <= SETTLE_BUDGET_MB)) && statusesOk
  console.log(
    `targets: peak +${PEAK_BUDGET_MB} MB ${added <= PEAK_BUDGET_MB ? 'met' : 'MISSED'}, ` +
      `back within ${SETTLE_BUDGET_MB} MB of idle ${left <= SETTLE_BUDGET_MB ? 'met' : 'MISSED'}, ` +
      `no 5xx other than 503 ${statuses.every((s) => s === 200 || s === 503) ? 'met' : 'MISSED'}`,
  )
  process.exitCode = ok ? 0 : 1
} finally {
  child.kill('SIGTERM')
  await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r(null)))
  fs.rmSync(tmp, { recursive: true, force: true })
}
