import type { Plugin } from 'vite'

const kb = (bytes: number) => `${Math.round(bytes / 1024).toLocaleString('en')} kB`

/**
 * One line for a whole build ("client built in 21.4 s: 96 files, JS 1,944 kB, CSS 243 kB"), printed to stdout
 * in place of Vite's line per file (vite.config.ts sets the build's logLevel to warn).
 */
export function buildSummaryPlugin(write: (line: string) => void = (l) => process.stdout.write(`${l}\n`)): Plugin {
  let started = 0
  const sizes = { files: 0, js: 0, css: 0, other: 0 }
  return {
    name: 'stagebook-build-summary',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      started = performance.now()
      Object.assign(sizes, { files: 0, js: 0, css: 0, other: 0 })
    },
    writeBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.fileName.endsWith('.map')) continue
        const bytes = file.type === 'chunk' ? Buffer.byteLength(file.code) : Buffer.byteLength(file.source)
        sizes.files += 1
        if (file.fileName.endsWith('.js')) sizes.js += bytes
        else if (file.fileName.endsWith('.css')) sizes.css += bytes
        else sizes.other += bytes
      }
    },
    closeBundle() {
      if (sizes.files === 0) return
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      write(
        `client built in ${seconds} s: ${sizes.files} files, JS ${kb(sizes.js)}, CSS ${kb(sizes.css)}, other ${kb(sizes.other)}`,
      )
    },
  }
}
