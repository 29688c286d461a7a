import { config } from 'zod/v4/core'

// Zod compiles object parsers with `new Function` unless told not to; under our CSP (no 'unsafe-eval') even its
// probe shows up as a violation. Loaded by main.tsx before any page (and so any schema) is.
config({ jitless: true })
