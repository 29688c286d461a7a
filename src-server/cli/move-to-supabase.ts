/**
 * `npm run move-to-supabase -- <https://project.supabase.co>` with TARGET_SERVICE_ROLE_KEY set to the project's
 * service role key (kept out of the process list): copies users, buckets and objects into the project through its
 * APIs, then prints what to set (docs/operating.md, "Moving to hosted Supabase"). Works while the server runs.
 */
import { parseArgs } from 'node:util'
import { runFromTerminal } from '../data-dir/run-operation.ts'
import type { MoveReport } from '../moving/move-to-supabase.ts'
import { nextSteps } from '../moving/move-to-supabase.ts'

const { positionals } = parseArgs({ allowPositionals: true })
const [url] = positionals
const serviceKey = process.env.TARGET_SERVICE_ROLE_KEY
if (!url || positionals.length > 1 || !serviceKey) {
  console.error('Usage: TARGET_SERVICE_ROLE_KEY=<service role key> npm run move-to-supabase -- <project URL>')
  process.exit(2)
}
await runFromTerminal(
  'move-to-supabase',
  { url, serviceKey },
  ({ value }) => {
    for (const line of nextSteps({ url: url.replace(/\/+$/, ''), serviceKey }, value as MoveReport)) console.log(line)
  },
  'Move failed: ',
)
