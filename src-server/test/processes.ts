import { type ChildProcess, spawn } from 'node:child_process'

/**
 * Server and command processes as an operator runs them (`node src-server/main.ts`, `node src-server/cli/…`), for
 * tests of what happens between processes: the DATA_DIR lock, commands next to a running server, backups.
 */
export interface Finished {
  code: number | null
  signal: NodeJS.Signals | null
  stdout: string
  stderr: string
}

const BASE_ENV = { HOST: '127.0.0.1', PORT: '0', PUBLIC_URL: '', LOG_LEVEL: 'silent', DATABASE_URL: '' }

function collect(child: ChildProcess): { output: { stdout: string; stderr: string }; finished: Promise<Finished> } {
  const output = { stdout: '', stderr: '' }
  child.stdout?.on('data', (d) => {
    output.stdout += d
  })
  child.stderr?.on('data', (d) => {
    output.stderr += d
  })
  const finished = new Promise<Finished>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, ...output })),
  )
  return { output, finished }
}

/** Starts `npm run <script>`'s file, src-server/cli/<file>.ts. */
export function startCli(
  file: string,
  args: string[],
  env: Record<string, string | undefined>,
): { child: ChildProcess; finished: Promise<Finished> } {
  const child = spawn(process.execPath, [`src-server/cli/${file}.ts`, ...args], {
    env: { ...process.env, ...BASE_ENV, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return { child, finished: collect(child).finished }
}

/** Runs `npm run <script>`'s file, src-server/cli/<file>.ts, to its end. */
export function runCli(file: string, args: string[], env: Record<string, string | undefined>): Promise<Finished> {
  return startCli(file, args, env).finished
}

export interface ServerProcess {
  child: ChildProcess
  pid: number
  /** The server's URL once it listens; rejects if it exits first. */
  listening: Promise<string>
  finished: Promise<Finished>
  /** What it printed so far. */
  output: { stdout: string; stderr: string }
}

/**
 * Starts `node src-server/main.ts` (JSON logs at info, so its start banner says where it listens).
 * `keepLog: false` stops keeping its standard output once it listens (a benchmark's request log lines).
 */
export function startServerProcess(
  env: Record<string, string | undefined>,
  options: { keepLog?: boolean } = {},
): ServerProcess {
  const child = spawn(process.execPath, ['src-server/main.ts'], {
    env: { ...process.env, ...BASE_ENV, SEED_DEMO: 'false', LOG_LEVEL: 'info', LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const { output, finished } = collect(child)

  const listening = new Promise<string>((resolve, reject) => {
    const look = () => {
      for (const line of output.stdout.split('\n')) {
        if (!line.includes('is listening on')) continue
        resolve((JSON.parse(line) as { url: string }).url)
        return
      }
    }
    child.stdout?.on('data', look)
    void finished.then((f) => reject(new Error(`the server exited (${f.code ?? f.signal}): ${f.stderr.trim()}`)))
  })
  listening.then(
    () => {
      if (options.keepLog === false)
        child.stdout?.on('data', () => {
          output.stdout = ''
        })
    },
    () => {},
  )
  return { child, pid: child.pid!, listening, finished, output }
}
