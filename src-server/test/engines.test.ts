import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { allTestFiles, DATABASE_FOLDERS, engineDependentTestFiles, ONE_ENGINE, startsDatabase } from './engines.ts'

/** The rule of engines.ts, held: what runs on one engine only, and what CI runs on both. */

const read = (f: string) => fs.readFileSync(f, 'utf8')

describe('test files on one engine only', () => {
  const listed = Object.keys(ONE_ENGINE)

  it('exist and start a database (a file without one runs once anyway)', () => {
    const files = new Set(allTestFiles())
    for (const file of listed) {
      expect(files.has(file), `${file} is not a test file`).toBe(true)
      expect(startsDatabase(read(file)), `${file} starts no database`).toBe(true)
    }
  })

  it('live outside the folders whose code is database behaviour', () => {
    for (const file of listed) {
      expect(
        DATABASE_FOLDERS.filter((folder) => file.startsWith(folder)),
        `${file} is in a database folder`,
      ).toEqual([])
    }
  })

  it('open no database and import no repository or migration themselves', () => {
    for (const file of listed) {
      const source = read(file)
      expect(source, file).not.toMatch(/openDatabase|migrateToLatest|createDatabase\(/)
      expect(source, file).not.toMatch(/from '[^']*\/(repository|database|migrate)\.ts'/)
    }
  })

  it('each say why', () => {
    for (const [file, why] of Object.entries(ONE_ENGINE)) expect(why.length, file).toBeGreaterThan(10)
  })
})

describe('the second engine run', () => {
  const second = engineDependentTestFiles()

  it('has the database code: migrations, search, realtime, bookings and the rest of the database folders', () => {
    for (const file of allTestFiles().filter((f) => DATABASE_FOLDERS.some((folder) => f.startsWith(folder)))) {
      if (startsDatabase(read(file))) expect(second, file).toContain(file)
    }
    expect(second).toEqual(
      expect.arrayContaining([
        'src-server/foundation.test.ts',
        'src-server/test/db-template.test.ts',
        'src-server/directory/typo-search.test.ts',
        'src-server/stages/stages.test.ts',
      ]),
    )
  })

  it('leaves out the files that start no database and the listed ones', () => {
    expect(second).not.toContain('src/i18n/catalogs.test.ts')
    expect(second).not.toContain('src-server/test/hostile-sweep.test.ts')
    for (const file of second) expect(ONE_ENGINE[file], file).toBeUndefined()
  })
})
