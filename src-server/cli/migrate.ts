/** `npm run db:migrate`: applies pending migrations (a running server applied them at its start and says so). */
import { runFromTerminal } from '../data-dir/run-operation.ts'

await runFromTerminal('db:migrate', {})
