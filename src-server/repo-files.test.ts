import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (f: string) => fs.readFileSync(f, 'utf8')
const pkg = JSON.parse(read('package.json')) as { scripts: Record<string, string>; engines: { node: string } }

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile')
  it('builds on the official Node 24 image with the scripts package.json has', () => {
    expect(dockerfile).toMatch(/^FROM node:24[-\w]* AS deps/m)
    for (const m of dockerfile.matchAll(/npm run (\S+)/g)) expect(pkg.scripts[m[1]!], m[1]).toBeDefined()
    // npm start checks the Node version first (start.mjs), then runs main.ts; the image has Node 24 and runs it.
    expect(pkg.scripts.start).toBe('node src-server/start.mjs')
    expect(read('src-server/start.mjs')).toContain("await import('./main.ts')")
    expect(dockerfile).toContain('CMD ["node", "src-server/main.ts"]')
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
  it('.env.example and the README document every variable the server reads', () => {
    const example = read('.env.example')
    const readme = read('README.md')
    for (const v of variables) {
      expect(example, `.env.example lacks ${v}`).toMatch(new RegExp(`^${v}=`, 'm'))
      expect(readme, `README lacks ${v}`).toContain(`\`${v}\``)
    }
  })
  it('pins Node 24 everywhere', () => {
    expect(pkg.engines.node).toBe('>=24')
    expect(read('.nvmrc').trim()).toBe('24')
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

  it('every section of docs/product.md that the code names exists', () => {
    const sections = new Set([...read('docs/product.md').matchAll(/^## (§\d+) /gm)].map((m) => m[1]))
    const named = all.flatMap((f) => [...read(f).matchAll(/docs\/product\.md (§\d+)/g)].map((m) => `${f}: ${m[1]}`))
    expect(named.length).toBeGreaterThan(20)
    expect(named.filter((n) => !sections.has(n.split(': ')[1]))).toEqual([])
  })
})
