import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { build } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { buildManifestPlugin } from './build-manifest-plugin.ts'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stagebook-build-test-'))
const outDir = path.join(root, 'dist')
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

/** A real Vite build of a tiny app with a lazy chunk whose content (and so its hash) changes per build. */
async function buildOnce(buildId: string, text: string, now = Date.now()) {
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><script type="module" src="/main.js"></script>')
  fs.writeFileSync(path.join(root, 'main.js'), 'import("./page.js").then((m) => m.show(__BUILD_ID__))')
  fs.writeFileSync(path.join(root, 'page.js'), `export const show = (id) => console.log(${JSON.stringify(text)}, id)`)
  await build({
    root,
    logLevel: 'silent',
    configFile: false,
    plugins: [buildManifestPlugin({ buildId, now: () => now })],
    build: { outDir, emptyOutDir: true, minify: false },
  })
  return {
    latest: JSON.parse(fs.readFileSync(path.join(outDir, 'builds/latest.json'), 'utf8')),
    meta: JSON.parse(fs.readFileSync(path.join(outDir, `builds/meta/${buildId}.json`), 'utf8')),
    assets: fs.readdirSync(path.join(outDir, 'assets')),
  }
}

describe('build manifest plugin', () => {
  it('writes latest.json and meta/{id}.json, and keeps the previous build servable', async () => {
    const first = await buildOnce('build-one', 'first')
    expect(first.latest).toEqual({ id: 'build-one', timestamp: expect.any(Number) })
    expect(first.meta).toMatchObject({
      id: 'build-one',
      files: expect.arrayContaining([expect.stringMatching(/^assets\//)]),
    })
    const mainJs = fs.readFileSync(
      path.join(
        outDir,
        first.meta.files.find((f: string) => /main|index/.test(f)),
      ),
      'utf8',
    )
    expect(mainJs).toContain('"build-one"') // __BUILD_ID__ is compiled in

    const second = await buildOnce('build-two', 'second')
    expect(second.latest.id).toBe('build-two')
    // The new build's files and every file of the previous build are there.
    for (const f of [...first.meta.files, ...second.meta.files]) expect(fs.existsSync(path.join(outDir, f))).toBe(true)
    expect(fs.existsSync(path.join(outDir, 'builds/meta/build-one.json'))).toBe(true)
    expect(second.meta.files).not.toEqual(first.meta.files)
  })

  it('drops previous assets older than the retention period', async () => {
    const before = fs.readdirSync(path.join(outDir, 'assets'))
    const old = new Date(Date.now() - 8 * 24 * 3600 * 1000)
    for (const f of before) fs.utimesSync(path.join(outDir, 'assets', f), old, old)
    const third = await buildOnce('build-three', 'third')
    const now = fs.readdirSync(path.join(outDir, 'assets'))
    expect(now.sort()).toEqual(
      third.meta.files
        .map((f: string) => f.slice('assets/'.length))
        .concat(now.filter((f) => f.endsWith('.map')))
        .sort(),
    )
  })
})
