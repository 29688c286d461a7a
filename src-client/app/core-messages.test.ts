import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CATALOGS, CORE_NAMESPACES } from '../../src/i18n/index.ts'
import { ROUTES } from '../../src/routes.ts'

const clientDir = path.resolve(import.meta.dirname, '..')
const OTHER_NAMESPACES = Object.keys(CATALOGS).filter((ns) => !CORE_NAMESPACES.includes(ns))
// A message key in any string or template literal: 'riders.title', `favorites.${x}`.
const KEY = new RegExp(`['\`"](${OTHER_NAMESPACES.join('|')})\\.[\\w$.{}]+`, 'g')

/**
 * Every file reachable from `entry` through static relative imports: type-only imports are erased and lazy
 * `import()` calls start new chunks.
 */
function staticGraph(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen
  seen.add(entry)
  const source = fs.readFileSync(entry, 'utf8')
  for (const [, spec] of source.matchAll(
    /^\s*(?:import|export)\s(?!type\s)[^'"]*?from\s+['"](\.{1,2}\/[^'"]+)['"]/gm,
  )) {
    const file = path.resolve(path.dirname(entry), spec!)
    if (/\.tsx?$/.test(file) && fs.existsSync(file)) staticGraph(file, seen)
  }
  return seen
}

describe('core messages', () => {
  const corePages = ROUTES.filter((r) => r.coreMessages).map((r) => path.join(clientDir, r.page))

  it('finds the app entry and the pages marked core in the route table', () => {
    expect(corePages.map((p) => path.basename(p))).toContain('HomePage.tsx')
    expect(staticGraph(path.join(clientDir, 'main.tsx')).size).toBeGreaterThan(10)
  })

  it('the shell and the core pages use only the core namespaces, which load before the first render', () => {
    const files = new Set<string>()
    for (const entry of [path.join(clientDir, 'main.tsx'), ...corePages]) staticGraph(entry, files)
    const offending = [...files].flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(KEY)].map((m) => `${path.relative(clientDir, file)}: ${m[0]}`),
    )
    expect(offending).toEqual([])
  })

  it('would notice a key of another namespace', () => {
    expect("t('riders.title')".match(KEY)).toEqual(["'riders.title"])
    expect('t(`favorites.list.` + key)'.match(KEY)).toEqual(['`favorites.list.'])
  })
})
