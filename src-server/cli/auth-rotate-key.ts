/**
 * `npm run auth:rotate-key`: a new ES256 key signs the embedded auth server's access tokens from now on; the one it
 * replaces verifies the tokens it signed until they expire, so nobody is signed out. Works while the server runs
 * (it runs the command and signs with the new key at once, data-dir/run-operation.ts); copies sharing its database
 * follow within a minute.
 */
import { runFromTerminal } from '../data-dir/run-operation.ts'

if (process.argv.length > 2) {
  console.error('Usage: npm run auth:rotate-key')
  process.exit(2)
}
await runFromTerminal('auth:rotate-key', {})
