import { z } from 'zod'
import type { Operation } from '../data-dir/operations.ts'
import { OperationFailed } from '../data-dir/protocol.ts'
import { MoveFailed, type MoveReport, moveToSupabase } from './move-to-supabase.ts'

/**
 * `npm run move-to-supabase`: run by the running server when there is one (PGlite lets one process open the
 * database), else by the command; either way the target is reached only through its HTTP APIs.
 */
export const moveToSupabaseOperation: Operation<{ url: string; serviceKey: string }> = {
  name: 'move-to-supabase',
  needsDatabase: true,
  input: z.object({
    url: z.url({ protocol: /^https?$/, error: 'the target must be an http(s) URL' }).max(2048),
    serviceKey: z.string().min(20, 'the service key looks too short').max(8192),
  }),
  async run({ config, db, log, print }, { url, serviceKey }): Promise<MoveReport> {
    if (!config.embeddedSupabase) {
      throw new OperationFailed('SUPABASE_URL is set: this site already uses hosted Supabase; nothing to move.')
    }
    const target = { url: url.replace(/\/+$/, ''), serviceKey }
    log.info({ target: target.url }, 'move to Supabase requested')
    try {
      return await moveToSupabase({ db, config }, target, print)
    } catch (error) {
      if (error instanceof MoveFailed) throw new OperationFailed(`Move stopped: ${error.message}`)
      throw error
    }
  },
}
