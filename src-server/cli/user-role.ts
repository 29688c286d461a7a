/**
 * `npm run user:role -- <email|uuid> admin [--revoke]`: grants (or revokes) a role kept in our own table. Works
 * while the server runs (it runs the command, data-dir/run-operation.ts).
 */
import { parseArgs } from 'node:util'
import { runFromTerminal } from '../data-dir/run-operation.ts'

const { values, positionals } = parseArgs({
  options: { revoke: { type: 'boolean', default: false } },
  allowPositionals: true,
})
const [who, role] = positionals
if (!who || role !== 'admin' || positionals.length > 2) {
  console.error('Usage: npm run user:role -- <email|uuid> admin [--revoke]')
  process.exit(2)
}
await runFromTerminal('user:role', { who, role, revoke: values.revoke })
