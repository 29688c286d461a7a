import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { Plugin } from 'vite'

const PACKAGE = '@tabler/icons-react'

/** Where one icon's own module lives (`IconHeart` → …/dist/esm/icons/IconHeart.mjs), or null. */
function iconFile(iconsDir: string, name: string): string | null {
  if (!/^Icon[A-Z0-9]\w*$/.test(name)) return null
  const file = path.join(iconsDir, `${name}.mjs`)
  return fs.existsSync(file) ? file : null
}

interface ImportNode {
  type: string
  start: number
  end: number
  source: { value: unknown }
  specifiers: { type: string; imported?: { name?: string }; local: { name: string } }[]
}

/**
 * `import { IconHeart } from '@tabler/icons-react'` → `import IconHeart from '…/icons/IconHeart.mjs'`.
 * The package's entry re-exports ~6,000 icons, and Rollup loads every re-exported module before tree-shaking
 * drops them: that was 6,288 of the build's 7,526 modules and most of its time. Same components, same output.
 * Declarations it cannot map whole (another export, an unknown name) are left as they are.
 */
export function iconImportsPlugin(): Plugin {
  let iconsDir = ''
  return {
    name: 'stagebook-icon-imports',
    apply: 'build',
    buildStart() {
      const entry = createRequire(import.meta.url).resolve(PACKAGE)
      iconsDir = path.resolve(path.dirname(entry), '../esm/icons')
    },
    transform(code, id) {
      if (!code.includes(PACKAGE) || id.includes('/node_modules/')) return null
      const program = this.parse(code) as unknown as { body: ImportNode[] }
      const edits: { start: number; end: number; text: string }[] = []
      for (const node of program.body) {
        if (node.type !== 'ImportDeclaration' || node.source.value !== PACKAGE || node.specifiers.length === 0) continue
        const files = node.specifiers.map((s) =>
          s.type === 'ImportSpecifier' && s.imported?.name ? iconFile(iconsDir, s.imported.name) : null,
        )
        if (files.some((f) => f === null)) continue
        const text = node.specifiers
          .map((s, i) => `import ${s.local.name} from ${JSON.stringify(files[i]!.split(path.sep).join('/'))};`)
          .join('')
        // Keep the line count, so the mappings of the lines below stay right (map: null).
        const newlines = '\n'.repeat(code.slice(node.start, node.end).split('\n').length - 1)
        edits.push({ start: node.start, end: node.end, text: text + newlines })
      }
      if (edits.length === 0) return null
      let out = code
      for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end)
      return { code: out, map: null }
    },
  }
}
