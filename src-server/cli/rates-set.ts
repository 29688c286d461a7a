/**
 * `npm run rates:set -- USD=1.08 GBP=0.84 …`: sets exchange rates (units per euro) in the directory's rate table;
 * listings in those currencies are re-priced by the table's trigger. Without arguments, prints the table.
 */
import { runFromTerminal } from '../data-dir/run-operation.ts'
import { ratesUpdateSchema } from '../directory/prices.ts'

const pairs = process.argv.slice(2).map((arg) => {
  const [currency, value] = arg.split('=')
  return [currency?.toUpperCase() ?? '', Number(value)] as const
})
const parsed = ratesUpdateSchema.safeParse({ rates: Object.fromEntries(pairs) })
if (pairs.length && !parsed.success) {
  console.error(`Usage: npm run rates:set -- USD=1.08 GBP=0.84 … (units per euro)\n${parsed.error.issues[0]?.message}`)
  process.exit(2)
}
await runFromTerminal('rates:set', { rates: parsed.success && pairs.length ? parsed.data.rates : null })
