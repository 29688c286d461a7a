import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { MIGRATIONS_DIR } from './migrate.ts'

/**
 * The landed list (`src-server/db/landed-migrations.json`): every migration on main with the hash of its file. Databases out
 * there ran exactly these, in name order; so a landed file must never change, and a new migration must sort after
 * the last landed one (Kysely runs by name and a database that already ran a later one would skip or refuse it).
 */
export interface LandedMigration {
  name: string
  sha256: string
}

// Beside the code that reads it, not in migrations/: that folder holds migrations only.
export const LANDED_FILE = path.join(import.meta.dirname, 'landed-migrations.json')

export function readLanded(file = LANDED_FILE): LandedMigration[] {
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { landed: LandedMigration[] }).landed
}

/** The file's hash, line endings normalised (a Windows checkout must not read as an edit). */
export function migrationHash(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n/g, '\n')).digest('hex')
}

/** Migration files of a folder by name (without extension): what Kysely's FileMigrationProvider would load. */
export function migrationFiles(folder = MIGRATIONS_DIR): Map<string, string> {
  const files = new Map<string, string>()
  for (const file of fs.readdirSync(folder).sort()) {
    if (!/\.(ts|js|mjs|mts)$/.test(file) || /\.d\.[mc]?ts$/.test(file)) continue
    files.set(file.replace(/\.[^.]+$/, ''), fs.readFileSync(path.join(folder, file), 'utf8'))
  }
  return files
}

/** What is wrong between the migration files and the landed list, each with what to do; empty when all is well. */
export function landedProblems(files: Map<string, string>, landed: readonly LandedMigration[]): string[] {
  const problems: string[] = []
  const byName = new Map(landed.map((m) => [m.name, m]))
  const names = landed.map((m) => m.name)
  const sorted = [...names].sort()
  if (names.join('\n') !== sorted.join('\n') || byName.size !== names.length) {
    problems.push('src-server/db/landed-migrations.json: list each landed migration once, in name order')
  }
  const last = sorted.at(-1)
  for (const m of landed) {
    if (!files.has(m.name)) {
      problems.push(`${m.name}: a landed migration is missing; never delete or rename a landed migration`)
    }
  }
  for (const [name, text] of files) {
    const hash = migrationHash(text)
    const entry = byName.get(name)
    if (entry) {
      if (entry.sha256 !== hash) {
        problems.push(
          `${name}: never edit a landed migration; write a new one (put back the landed file, sha256 ${entry.sha256})`,
        )
      }
    } else if (last === undefined || name > last) {
      problems.push(
        `${name}: add ${name} to landed list (src-server/db/landed-migrations.json: {"name": "${name}", "sha256": "${hash}"})`,
      )
    } else {
      problems.push(
        `${name}: rename to sort after ${last} (${last} has landed; databases that ran it would run ${name} out of order)`,
      )
    }
  }
  return problems
}
