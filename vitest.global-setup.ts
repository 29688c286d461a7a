import { ensureFreshClientBuild } from './src-server/test/client-build.ts'
import { pgliteTemplate, postgresTemplate } from './src-server/test/db-template.ts'

/**
 * Once per run, before any worker starts: the client build the server tests serve (built if its sources
 * changed), and the migrated template database every test app copies (db-template.ts), so workers do not race
 * to build it.
 */
export default async function setup(): Promise<void> {
  ensureFreshClientBuild()
  if (process.env.DATABASE_URL) await postgresTemplate(process.env.DATABASE_URL)
  else await pgliteTemplate()
}
