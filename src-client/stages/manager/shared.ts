import type { StageOp, Tone } from '../../../src/stages/protocol.ts'

export const TONE_COLOR: Record<Tone, string> = { normal: 'gray', attention: 'yellow', urgent: 'red' }

/** Sends one operation (socket when open, tRPC otherwise); false when it failed (a notification is shown). */
export type Run = (op: StageOp) => Promise<boolean>
