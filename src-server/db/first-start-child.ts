/**
 * The child of a first start (first-start.ts): opens the new database, migrates and runs the features' setup (demo
 * data, demo accounts) as App.create does, closes it and tells the parent which demo accounts it made.
 */
import { App } from '../app.ts'
import type { Config } from '../config.ts'
import { createLogger } from '../log.ts'
import { describeStartFailure } from '../start-failure.ts'
import { delayWasmOptimisation } from './database.ts'
import type { FirstStartAnswer } from './first-start.ts'

const answer = (message: FirstStartAnswer, code: number) =>
  process.send!(message, () => {
    process.exit(code)
  })

// The server that started it ended (killed, or its start failed): nothing to prepare for.
process.on('disconnect', () => process.exit(1))
const { config } = await new Promise<{ config: Config }>((resolve) => process.once('message', resolve))
const log = createLogger(config.LOG_LEVEL, config.LOG_FORMAT)
if (config.PGLITE_MEMORY === 'small') delayWasmOptimisation()
try {
  const app = await App.create(config, { log })
  const credentials = app.deps.demoCredentials
  await app.stop()
  answer({ credentials }, 0)
} catch (error) {
  answer({ error: describeStartFailure(error, config) ?? (error instanceof Error ? error.message : String(error)) }, 1)
}
