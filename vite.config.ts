import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compression } from 'vite-plugin-compression2'
import { buildManifestPlugin } from './src-server/build/build-manifest-plugin.ts'
import { buildSummaryPlugin } from './src-server/build/build-summary-plugin.ts'
import { i18nDictionaryPlugin } from './src-server/build/i18n-plugin.ts'
import { iconImportsPlugin } from './src-server/build/icon-imports-plugin.ts'
import { pgliteClusterPlugin } from './src-server/build/pglite-cluster-plugin.ts'
import { routePreloadPlugin } from './src-server/build/route-preload-plugin.ts'

// The client lives in src-client/; the server serves CLIENT_DIST_DIR (default dist/client).
export default defineConfig(({ command }) => ({
  root: 'src-client',
  publicDir: 'public',
  // A build prints warnings and one summary line (buildSummaryPlugin), not a line per file.
  logLevel: command === 'build' ? 'warn' : 'info',
  plugins: [
    react(),
    iconImportsPlugin(),
    i18nDictionaryPlugin(),
    buildManifestPlugin(),
    routePreloadPlugin(),
    // Brotli and gzip copies beside each asset; koa-send serves them to browsers that accept them.
    compression({ include: /\.(js|css|svg)$/, logLevel: 'silent' }),
    buildSummaryPlugin(),
    pgliteClusterPlugin(),
  ],
  build: {
    outDir: process.env.CLIENT_DIST_DIR ? `${process.cwd()}/${process.env.CLIENT_DIST_DIR}` : '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 800,
    // Sizes are in the summary line; gzipping every chunk once more only to report it costs build time.
    reportCompressedSize: false,
    rollupOptions: {
      // Merge chunks under 30 kB into their neighbours (never changing what runs when): the first page loads
      // 15 files rather than 50, which cut its LCP by ~200 ms on localhost (bench/bundle.ts).
      output: { experimentalMinChunkSize: 30_000 },
      onLog(level, log, handler) {
        // Third-party comment placement that Rollup drops (zod's `@__PURE__` notes) and the chunk-merging
        // statistics: nothing the project can act on.
        if (log.code === 'INVALID_ANNOTATION' && log.id?.includes('/node_modules/')) return
        if (level === 'info') return
        handler(level, log)
      },
    },
  },
  server: {
    proxy: {
      '/trpc': 'http://localhost:3000',
      '/api': 'http://localhost:3000',
      '/auth/v1': 'http://localhost:3000',
      '/storage/v1': 'http://localhost:3000',
      '/realtime': { target: 'ws://localhost:3000', ws: true },
    },
  },
}))
