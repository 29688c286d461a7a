import type { Feature } from '../feature.ts'
import { backupRequestHandler, serveCommands } from './server-link.ts'

/**
 * Backups (`npm run backup`, `npm run restore`): the running server answers the backup command on a local socket,
 * because only one process may open the embedded database.
 */
export const backupFeature: Feature = {
  name: 'backup',
  async attach(_server, deps) {
    try {
      return await serveCommands(deps.config.dataDir, backupRequestHandler(deps))
    } catch (error) {
      // Without it the server still serves; `npm run backup` then needs the server stopped (PGlite).
      deps.log.warn({ err: error }, 'backup: no command socket in DATA_DIR')
      return undefined
    }
  },
}
