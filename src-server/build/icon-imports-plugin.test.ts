import fs from 'node:fs'
import { parseAst } from 'vite'
import { expect, it } from 'vitest'
import { iconImportsPlugin } from './icon-imports-plugin.ts'

function transform(code: string, id = '/app/src-client/Page.tsx'): string | null {
  const plugin = iconImportsPlugin()
  ;(plugin.buildStart as () => void).call({})
  const result = (plugin.transform as (code: string, id: string) => { code: string } | null).call(
    { parse: (c: string) => parseAst(c) },
    code,
    id,
  )
  return result?.code ?? null
}

it("imports each icon from its own module, so Rollup never loads the package's 6,000 re-exports", () => {
  const code = [
    "import { IconHeart, IconX as Close } from '@tabler/icons-react'",
    "import { Button } from '@mantine/core'",
    'export const icons = [IconHeart, Close, Button]',
  ].join('\n')
  const out = transform(code)!
  const imports = [...out.matchAll(/import (\w+) from "([^"]+)";/g)]
  expect(imports.map((m) => m[1])).toEqual(['IconHeart', 'Close'])
  for (const [, , file] of imports) expect(fs.existsSync(file!), file).toBe(true)
  expect(imports[1]![2]).toMatch(/\/dist\/esm\/icons\/IconX\.mjs$/)
  expect(out).not.toContain("from '@tabler/icons-react'")
  expect(out).toContain("import { Button } from '@mantine/core'")
  expect(out.split('\n')).toHaveLength(code.split('\n').length) // lines below keep their source mapping
})

it('leaves declarations it cannot map whole, other packages and dependencies alone', () => {
  const unknown = "import { IconDoesNotExist, IconHeart } from '@tabler/icons-react'\nexport { IconHeart }"
  expect(transform(unknown)).toBeNull()
  const helper = "import { createReactComponent } from '@tabler/icons-react'\nexport { createReactComponent }"
  expect(transform(helper)).toBeNull()
  expect(transform("import { Button } from '@mantine/core'")).toBeNull()
  const dependency = "import { IconHeart } from '@tabler/icons-react'\nexport { IconHeart }"
  expect(transform(dependency, '/app/node_modules/some-lib/index.js')).toBeNull()
})
