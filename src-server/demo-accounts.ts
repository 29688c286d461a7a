/**
 * Demo accounts of an embedded start with demo data (printed at start, listed in the README).
 * Fixed ids so every feature's demo data can refer to them (the owner owns the first demo venues).
 */
export const DEMO_ADMIN = {
  id: '00000000-0000-4000-8000-00000000a001',
  email: 'admin@stagebook.local',
  password: 'stagebook-admin',
} as const

export const DEMO_OWNER = {
  id: '00000000-0000-4000-8000-00000000a002',
  email: 'owner@stagebook.local',
  password: 'stagebook-owner',
} as const

/** How many of the first demo venues (by id) the demo owner owns. */
export const DEMO_OWNER_VENUES = 3
