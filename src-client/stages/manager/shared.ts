import type { StageOp, Tone } from '../../../src/stages/protocol.ts'

// gray.7, not gray: white on Mantine's gray.6 is below the 4.5:1 contrast text needs.
export const TONE_COLOR: Record<Tone, string> = { normal: 'gray.7', attention: 'yellow', urgent: 'red' }

/** Sends one operation (socket when open, tRPC otherwise); false when it failed (a notification is shown). */
export type Run = (op: StageOp) => Promise<boolean>
