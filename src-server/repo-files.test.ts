import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { KINDS } from '../src/directory/kinds.ts'
import { ROUTES } from '../src/routes.ts'
import { FEATURES } from './features.ts'

const read = (f: string) => fs.readFileSync(f, 'utf8')
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string>; engines: { node: string } }

const SERVER_FLAGS = ['--liftoff-only', '--max-semi-space-size=8']

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile')
  it('builds on the official Node 24 image with the scripts package.json has', () => {
    expect(dockerfile).toMatch(/^FROM node:24[-\w]* AS deps/m)
    for (const m of dockerfile.matchAll(/npm run (\S+)/g)) expect(pkg.scripts[m[1]!], m[1]).toBeDefined()
    // npm start checks the Node version first (start.mjs), then runs main.ts; the image has Node 24 and runs it.
    // Both with the same memory flags (docs/operating.md#memory).
    expect(pkg.scripts.start).toBe(`node ${SERVER_FLAGS.join(' ')} src-server/start.mjs`)
    expect(read('src-server/start.mjs')).toContain("await import('./main.ts')")
    expect(dockerfile).toContain(
      `CMD ${JSON.stringify(['node', ...SERVER_FLAGS, 'src-server/main.ts']).replaceAll(',', ', ')}`,
    )
  })
  it('runs as a non-root user with production dependencies only and a health check', () => {
    expect(dockerfile).toMatch(/^USER node$/m)
    expect(dockerfile).toContain('npm ci --omit=dev')
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/healthz/)
  })
  it('copies every folder the server imports at run time', () => {
    for (const dir of ['src', 'src-server', 'migrations', 'dist'])
      expect(dockerfile).toMatch(new RegExp(`COPY .*${dir}`))
  })
})

describe('configuration docs', () => {
  const variables = [...read('src-server/config.ts').matchAll(/^\s{4}([A-Z][A-Z0-9_]+): /gm)].map((m) => m[1]!)
  it('finds the variables', () => expect(variables.length).toBeGreaterThan(10))
  it('.env.example and docs/configuration.md document every variable the server reads', () => {
    const example = read('.env.example')
    const doc = read('docs/configuration.md')
    for (const v of variables) {
      expect(example, `.env.example lacks ${v}`).toMatch(new RegExp(`^${v}=`, 'm'))
      expect(doc, `docs/configuration.md lacks ${v}`).toContain(`\`${v}\``)
    }
  })
  it('pins Node 24 everywhere (24.7+: argon2 in node:crypto)', () => {
    expect(pkg.engines.node).toBe('>=24.7')
    expect(read('.nvmrc').trim()).toBe('24')
  })
})

/** A heading's anchor as GitHub writes it: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')

const markdownFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const file = `${dir}/${d.name}`
    if (d.isDirectory()) return markdownFiles(file)
    return d.name.endsWith('.md') ? [file] : []
  })

/** The README is read in five minutes; the rest lives in docs/, and the docs name what the code has. */
describe('README and docs/ follow the code', () => {
  const docs = ['README.md', ...markdownFiles('docs')]

  it('the README stays short', () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(200)
  })

  it('docs/product.md names every route of src/routes.ts', () => {
    const product = read('docs/product.md')
    const kindPaths = new Set(Object.values(KINDS).map((k) => k.path))
    // `/venues/:id/details` is documented once for every kind, as `/{kind}/{id}/details`.
    const documented = (path: string) =>
      path
        .split('/')
        .map((seg, i) => (i === 1 && kindPaths.has(seg as never) ? '{kind}' : seg.replace(/^:(\w+)$/, '{$1}')))
        .join('/')
    // Each route has a row of the §2 table that names it and its path.
    const rows = product.split('\n').filter((line) => line.startsWith('| '))
    const missing = ROUTES.filter(
      (r) =>
        !rows.some((row) => row.includes(`\`${documented(r.path)}\``) && new RegExp(`[|,] ${r.name}[ ,]`).test(row)),
    ).map((r) => `${r.name} ${r.path}`)
    expect(missing).toEqual([])
  })

  it('docs/architecture.md names every feature of src-server/features.ts', () => {
    const architecture = read('docs/architecture.md')
    expect(FEATURES.map((f) => f.name).filter((name) => !architecture.includes(`| \`${name}\` |`))).toEqual([])
  })

  it('every relative link in the README and docs/ leads to a file (and heading) that exists', () => {
    const broken: string[] = []
    for (const file of docs) {
      const text = read(file).replace(/```[\s\S]*?```/g, '')
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target!)) continue
        const [pathPart, anchor] = target!.split('#') as [string, string | undefined]
        const resolved = pathPart ? path.join(path.dirname(file), pathPart) : file
        if (!fs.existsSync(resolved)) {
          broken.push(`${file}: ${target}`)
          continue
        }
        if (anchor && resolved.endsWith('.md')) {
          const anchors = [...read(resolved).matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1]!))
          if (!anchors.includes(anchor)) broken.push(`${file}: ${target} (no such heading)`)
        }
      }
    }
    expect(docs.length).toBeGreaterThan(8)
    expect(broken).toEqual([])
  })
})

/**
 * The product spec and the design map are in the repository (docs/product.md, docs/architecture.md): no file points
 * outside it (the shared folder beside the checkout) or at the old spec and design files, and every section of
 * docs/product.md that a file names exists.
 */
describe('docs live in the repository', () => {
  const SKIP = new Set(['node_modules', 'dist', 'data', '.git', 'test-results', 'playwright-report'])
  const TEXT = /\.(ts|tsx|mjs|js|md|css|html|json|ya?ml)$|^(Dockerfile|\.env\.example)$/
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
      if (SKIP.has(d.name) || d.isSymbolicLink()) return []
      const file = dir === '.' ? d.name : `${dir}/${d.name}`
      if (d.isDirectory()) return files(file)
      return TEXT.test(d.name) && file !== 'package-lock.json' ? [file] : []
    })
  const all = files('.')
  // Spelt in pieces so that this file does not name them itself.
  const outside = new RegExp(
    ['\\.\\./shared', 'SPEC' + '(\\.md| §)', 'DESIGN' + '\\.md', 'specs/supabase' + '-contract'].join('|'),
  )

  it('finds the files and both documents', () => {
    expect(all.length).toBeGreaterThan(200)
    expect(all).toEqual(expect.arrayContaining(['docs/product.md', 'docs/architecture.md', 'README.md']))
  })

  it('no file refers to the spec or design outside the repository', () => {
    expect(all.filter((f) => outside.test(read(f)))).toEqual([])
  })

  // A reader cannot open the tracker's issues: a comment says the reason itself. Landed migrations never change.
  it('no file outside migrations/ points at an issue number', () => {
    const issueRef = /\bissues?\s*#?\d+|\bPR\s*#?\d+|(?:\(|\b(?:see|fixes|closes|refs?)\s+)#\d+\b/i
    const pointing = all
      .filter((f) => !f.startsWith('migrations/'))
      .flatMap((f) =>
        read(f)
          .split('\n')
          .flatMap((line, i) => (issueRef.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
      )
    expect(pointing).toEqual([])
    // Spelt in pieces so that this file does not point at one itself.
    expect(issueRef.test(`the typos of Issue ${16}`)).toBe(true)
    expect(issueRef.test(`see #${34}`)).toBe(true)
    expect(issueRef.test('docs/product.md#12-platform-calls, color: #333')).toBe(false)
  })

  it('every section of docs/product.md that the code names exists', () => {
    const sections = new Set([...read('docs/product.md').matchAll(/^## (§\d+) /gm)].map((m) => m[1]))
    const named = all.flatMap((f) => [...read(f).matchAll(/docs\/product\.md (§\d+)/g)].map((m) => `${f}: ${m[1]}`))
    expect(named.length).toBeGreaterThan(20)
    expect(named.filter((n) => !sections.has(n.split(': ')[1]))).toEqual([])
  })
})
