/**
 * `npm run seed -- --count N [--force]`: fills the directory with N deterministic demo entries of each kind
 * (template-written rows up to 2000, set-based SQL above). Refuses to add to a non-empty directory unless --force.
 * Photos need the storage API, so the server adds them in the background at its next start with SEED_DEMO=true
 * (directory/seed-photos.ts); this command only writes rows.
 *
 * `npm run seed -- --remove`: takes the demo content off the site (demo-removal.ts), real users' data stays.
 * Both work while the server runs (it runs the command, data-dir/run-operation.ts).
 */
import { parseArgs } from 'node:util'
import { runFromTerminal } from '../data-dir/run-operation.ts'

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '300' },
    force: { type: 'boolean', default: false },
    remove: { type: 'boolean', default: false },
  },
  allowPositionals: false,
})
const count = Number(values.count)
if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
  console.error('--count must be a whole number between 1 and 5000000')
  process.exit(2)
}
if (values.remove) await runFromTerminal('seed:remove', {})
else await runFromTerminal('seed', { count, force: values.force })
