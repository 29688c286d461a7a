/**
 * Photo pipeline benchmark: a 24-megapixel JPEG through our sharp pipeline (fit 1920×1080, WebP q80,
 * EXIF rotate, metadata stripped) against `cwebp -q 80 -resize` on the same input in the same run, then the
 * server's peak RSS while 8 uploads run at once through the real HTTP endpoint.
 *
 *   node bench/photos-pipeline.ts [runs=5] [storage]     (--smoke: a 1.5 MP input, one run each, two uploads at once)
 *
 * The storage step alone: storing a converted photo through supabase-js and the embedded
 * `/storage/v1` HTTP surface (what uploads did before) against the direct driver (`deps.storage`, what they do
 * now), in one in-process server (PGlite). `storage` as second argument runs only that part.
 *
 * Needs /usr/bin/cwebp (Debian package `webp`) and a client build (dist/client or CLIENT_DIST_DIR).
 */
import { execFileSync, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import sharp from 'sharp'
import { DEMO_ADMIN } from '../src-server/demo-accounts.ts'
import { IMAGE_LIMITS, photoToWebp } from '../src-server/media/images.ts'
import { TOOLING_JWT_SECRET } from '../src-server/test/api-keys.ts'
import { signIn } from './signed-in.ts'
import { benchArgs, sized } from './smoke.ts'

const RUNS = Number(benchArgs[0] ?? sized(5, 1))
/** The input: a 24 MP camera file (smoke: 1.5 MP, still larger than the 1920×1080 the pipeline fits it into). */
const INPUT = sized({ w: 6000, h: 4000 }, { w: 1500, h: 1000 })
/** Uploads at once while the server's peak RSS is read. */
const PARALLEL = sized(8, 2)
const CWEBP = process.env.CWEBP ?? '/usr/bin/cwebp'
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'photos-bench-'))

async function makeInput(): Promise<Buffer> {
  // Photo-like detail (blurred noise + shapes), 6000×4000 = 24 MP, quality 90: ~10 MB like a camera file.
  const { w, h } = INPUT
  const noise = await sharp({
    create: {
      width: w,
      height: h,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .blur(0.8)
    .raw()
    .toBuffer()
  return sharp(noise, { raw: { width: w, height: h, channels: 3 } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${w}" height="${h}" viewBox="0 0 6000 4000"><rect x="400" y="300" width="2600" height="1800" fill="#c0392b" opacity="0.6"/><circle cx="4200" cy="2600" r="1100" fill="#f1c40f" opacity="0.5"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer()
}

const ms = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1e6
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function timeSharp(input: Buffer): Promise<{ ms: number; bytes: number; size: string }> {
  const times: number[] = []
  let last: { data: Buffer; width: number; height: number } = { data: Buffer.alloc(0), width: 0, height: 0 }
  await photoToWebp(input) // warm-up
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint()
    last = await photoToWebp(input)
    times.push(ms(t0))
  }
  return { ms: median(times), bytes: last.data.length, size: `${last.width}×${last.height}` }
}

function timeCwebp(file: string): { ms: number; bytes: number } {
  const out = path.join(tmp, 'cwebp.webp')
  const args = ['-quiet', '-q', '80', '-resize', '1620', '1080', file, '-o', out]
  execFileSync(CWEBP, args) // warm-up
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const t0 = process.hrtime.bigint()
    execFileSync(CWEBP, args)
    times.push(ms(t0))
  }
  return { ms: median(times), bytes: fs.statSync(out).size }
}

/** Starts the real server (embedded PGlite, auth, storage) and reads its peak RSS during 8 parallel uploads. */
async function peakRssDuringUploads(
  input: Buffer,
  extraEnv: Record<string, string> = {},
): Promise<{ baselineMb: number; peakMb: number; wallMs: number; ok: number }> {
  const dataDir = path.join(tmp, `data-${randomUUID()}`)
  const child = spawn(process.execPath, ['src-server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      SUPABASE_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      SEED_COUNT: '5',
      SUPABASE_JWT_SECRET: TOOLING_JWT_SECRET,
      LOG_LEVEL: 'info',
      CLIENT_DIST_DIR: process.env.CLIENT_DIST_DIR ?? 'dist/client',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start\n${log}`)), 90_000)
    const poll = setInterval(() => {
      const m = /"url":"(http:\/\/[^"]+)"[^\n]*listening/.exec(log)
      if (m) {
        clearInterval(poll)
        clearTimeout(timer)
        resolve(m[1]!)
      }
    }, 100)
    child.stdout!.on('data', (d) => (log += d))
    child.stderr!.on('data', (d) => (log += d))
    child.on('exit', (code) => reject(new Error(`server exited ${code}\n${log}`)))
  })
  const vm = (field: 'VmHWM' | 'VmRSS') =>
    Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024
  try {
    // The demo admin (a laptop start with demo data has it, with its known password).
    const { token } = await signIn(url, DEMO_ADMIN.email, DEMO_ADMIN.password)
    const upload = async () => {
      const fd = new FormData()
      fd.append('photos', new Blob([new Uint8Array(input)], { type: 'image/jpeg' }), 'big.jpg')
      const res = await fetch(`${url}/api/artists/admin/photo/1`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: fd,
      })
      await res.arrayBuffer()
      return res.status
    }
    if ((await upload()) !== 200) throw new Error('warm-up upload failed')
    const baselineMb = vm('VmRSS')
    // Reset the high-water mark so start-up (migrations, demo seeding) does not count as the uploads' peak.
    try {
      fs.writeFileSync(`/proc/${child.pid}/clear_refs`, '5')
    } catch {
      console.log('(could not reset VmHWM: the peak includes start-up)')
    }
    const t0 = process.hrtime.bigint()
    const statuses = await Promise.all(Array.from({ length: PARALLEL }, upload))
    const wallMs = ms(t0)
    return { baselineMb, peakMb: vm('VmHWM'), wallMs, ok: statuses.filter((s) => s === 200).length }
  } finally {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

/** Median time to store one converted photo, over HTTP (supabase-js) and directly, plus 8 at once each. */
// (8 at once in a smoke run too: a single small photo per upload keeps it quick.)
async function storageStep(webp: Buffer, runs: number): Promise<void> {
  const { startTestApp } = await import('../src-server/test/harness.ts')
  const { ensureBuckets } = await import('../src-server/storage/client.ts')
  const { createClient } = await import('@supabase/supabase-js')
  const t = await startTestApp({ setup: false })
  try {
    await ensureBuckets(t.deps)
    const http = createClient(t.url, t.deps.supabaseServiceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    }).storage.from('artists')
    const options = { contentType: 'image/webp', cacheControl: '31536000', upsert: false }
    const paths = {
      http: async () => {
        const { error } = await http.upload(`1/${randomUUID()}.webp`, webp, options)
        if (error) throw error
      },
      direct: () => t.deps.storage.upload('artists', `1/${randomUUID()}.webp`, webp, options),
    }
    const seq: Record<keyof typeof paths, number[]> = { http: [], direct: [] }
    const par: Record<keyof typeof paths, number[]> = { http: [], direct: [] }
    for (const name of ['http', 'direct'] as const) for (let i = 0; i < 3; i++) await paths[name]() // warm-up
    // Alternating, so a busy machine slows both alike.
    for (let i = 0; i < runs; i++) {
      for (const name of ['http', 'direct'] as const) {
        let t0 = process.hrtime.bigint()
        await paths[name]()
        seq[name].push(ms(t0))
        t0 = process.hrtime.bigint()
        await Promise.all(Array.from({ length: 8 }, paths[name]))
        par[name].push(ms(t0))
      }
    }
    const kb = (webp.length / 1024).toFixed(0)
    for (const name of ['http', 'direct'] as const) {
      console.log(
        `storage step, ${name.padEnd(6)} (${kb} KB WebP): ${median(seq[name]).toFixed(1)} ms/photo, 8 at once ${median(par[name]).toFixed(1)} ms`,
      )
    }
    console.log(
      `storage step ratio direct/http: ${(median(seq.direct) / median(seq.http)).toFixed(2)} one photo, ` +
        `${(median(par.direct) / median(par.http)).toFixed(2)} 8 at once`,
    )
  } finally {
    await t.stop()
  }
}

const input = await makeInput()
const file = path.join(tmp, 'in.jpg')
fs.writeFileSync(file, input)
console.log(
  `input: ${INPUT.w}×${INPUT.h} JPEG, ${(input.length / 1024 / 1024).toFixed(1)} MB; ${RUNS} runs each, median`,
)
console.log(
  `sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips}), concurrency ${sharp.concurrency()} thread/image, ${IMAGE_LIMITS.concurrency} images in flight`,
)

const STORAGE_RUNS = sized(Math.max(RUNS, 20), 2)
if (benchArgs[1] === 'storage') {
  await storageStep((await photoToWebp(input)).data, STORAGE_RUNS)
  fs.rmSync(tmp, { recursive: true, force: true })
  process.exit(0)
}

const ours = await timeSharp(input)
const cwebp = timeCwebp(file)
console.log(
  `ours  (sharp → ${ours.size} WebP q80): ${ours.ms.toFixed(0)} ms/photo, ${(ours.bytes / 1024).toFixed(0)} KB`,
)
console.log(
  `cwebp -q 80 -resize 1620 1080:          ${cwebp.ms.toFixed(0)} ms/photo, ${(cwebp.bytes / 1024).toFixed(0)} KB`,
)
console.log(`ratio ours/cwebp time: ${(ours.ms / cwebp.ms).toFixed(2)} (≤ 1.00 is the target)`)
await storageStep((await photoToWebp(input)).data, STORAGE_RUNS)

/** A throw-away Postgres database for the server under test (BENCH_DATABASE_URL names the server). */
async function withDatabase<T>(baseUrl: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `photos_bench_${randomUUID().replace(/-/g, '').slice(0, 12)}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  try {
    const url = new URL(baseUrl)
    url.pathname = `/${name}`
    return await fn(url.toString())
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

const report = (label: string, rss: Awaited<ReturnType<typeof peakRssDuringUploads>>) => {
  console.log(
    `${label}: ${PARALLEL} parallel ${((INPUT.w * INPUT.h) / 1e6).toFixed(1)} MP uploads ${rss.ok}/${PARALLEL} ok in ${rss.wallMs.toFixed(0)} ms; server RSS before ` +
      `${rss.baselineMb.toFixed(0)} MB, peak ${rss.peakMb.toFixed(0)} MB, added ${(rss.peakMb - rss.baselineMb).toFixed(0)} MB`,
  )
  // An upload that failed means the path is broken, whatever the memory did.
  if (rss.ok !== PARALLEL) process.exitCode = 1
}
const pgUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
/** The Postgres runs need a Postgres server; without one they are skipped (any other failure is a failure). */
async function postgresReachable(): Promise<boolean> {
  const probe = new pg.Client({ connectionString: pgUrl })
  try {
    await probe.connect()
    await probe.end()
    return true
  } catch (error) {
    console.log(`Postgres run skipped: ${(error as Error).message.split('\n')[0]}`)
    return false
  }
}
// A smoke run starts one server per engine (MALLOC_ARENA_MAX only changes the allocator, not the code path).
const withArenaCap = [true, ...sized([false], [])]
if (await postgresReachable()) {
  for (const capped of withArenaCap) {
    await withDatabase(pgUrl, async (url) => {
      const env = { DATABASE_URL: url, ...(capped ? { MALLOC_ARENA_MAX: '2' } : {}) }
      report(`Postgres, ${capped ? 'MALLOC_ARENA_MAX=2' : 'default malloc  '}`, await peakRssDuringUploads(input, env))
    })
  }
}
for (const capped of withArenaCap) {
  const env: Record<string, string> = capped ? { MALLOC_ARENA_MAX: '2' } : {}
  report(`PGlite, ${capped ? 'MALLOC_ARENA_MAX=2  ' : 'default malloc     '}`, await peakRssDuringUploads(input, env))
}
fs.rmSync(tmp, { recursive: true, force: true })
