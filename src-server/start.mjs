// `npm start`: plain JavaScript that any Node can read, so an older Node says what is wrong in one line
// instead of failing on the first TypeScript file (ERR_UNKNOWN_FILE_EXTENSION ".ts").
// 24.7: node:crypto's argon2, which password hashes use (src-server/auth/embedded/passwords.ts).
const REQUIRED = [24, 7]
const [major, minor] = process.versions.node.split('.').map(Number)

if (!(major > REQUIRED[0] || (major === REQUIRED[0] && minor >= REQUIRED[1]))) {
  console.error(
    `Stagebook needs Node.js ${REQUIRED.join('.')} or newer, this is ${process.version}: install Node ${REQUIRED[0]} LTS from https://nodejs.org (or run \`nvm install\`, which reads .nvmrc), then \`npm start\` again.`,
  )
  process.exit(1)
}

// A `.env` in the working directory, read as `node --env-file-if-exists=.env` would (a variable already in the
// environment wins over the file); done here rather than as a flag so that an old Node still reaches the check above.
try {
  process.loadEnvFile('.env')
} catch (error) {
  if (error?.code !== 'ENOENT') {
    console.error(`Cannot read .env: ${error?.message ?? error}`)
    process.exit(1)
  }
}

await import('./main.ts')
