import { config } from 'zod/v4/core'

// Zod compiles object parsers with `new Function` unless told not to; under our CSP (no 'unsafe-eval') even its
// probe shows up as a violation. Imported first by main.tsx, before any schema is built.
config({ jitless: true })
