import { notifications } from '@mantine/notifications'
import type { ReactNode } from 'react'
import type { Translate } from '../../src/i18n/index.ts'
import { errorText as textOf } from '../app/error-text.ts'
import './favorites.css'

/** SPEC.md §9 notification durations. */
export const DURATION = { success: 3000, error: 3000, added: 5000, default: 4500 } as const

export function notifySuccess(message: ReactNode, options: { id?: string } = {}) {
  notifications.show({ ...options, message, color: 'teal', autoClose: DURATION.success, withBorder: true })
}

export function notifyError(message: ReactNode, options: { title?: ReactNode; id?: string } = {}) {
  notifications.show({ ...options, message, color: 'red', autoClose: DURATION.error, withBorder: true })
}

/** The error's own translated message when it is one of the favourites' rules, else the operation's fallback. */
export function errorText(t: Translate, error: unknown, fallbackKey: string): string {
  return textOf(t, error, t(fallbackKey), { keys: 'favorites.errors.', message: false })
}
