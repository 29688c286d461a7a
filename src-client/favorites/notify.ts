import { notifications } from '@mantine/notifications'
import type { ReactNode } from 'react'
import type { Translate } from '../../src/i18n/index.ts'
import './favorites.css'

/** SPEC.md §9 notification durations. */
export const DURATION = { success: 3000, error: 3000, added: 5000, default: 4500 } as const

export function notifySuccess(message: ReactNode, options: { id?: string } = {}) {
  notifications.show({ ...options, message, color: 'teal', autoClose: DURATION.success, withBorder: true })
}

export function notifyError(message: ReactNode, options: { title?: ReactNode; id?: string } = {}) {
  notifications.show({ ...options, message, color: 'red', autoClose: DURATION.error, withBorder: true })
}

/** The error's own translated message when the server gave one of ours, else the operation's fallback text. */
export function errorText(t: Translate, error: unknown, fallbackKey: string): string {
  const key = (error as { data?: { i18nKey?: unknown } } | null)?.data?.i18nKey
  if (typeof key === 'string' && key.startsWith('favorites.errors.')) return t(key)
  return t(fallbackKey)
}

/** The server's status message (translated when it carries a key), for 'Error' notifications. */
export function serverMessage(t: Translate, error: unknown): string {
  const data = (error as { data?: { i18nKey?: unknown } } | null)?.data
  if (typeof data?.i18nKey === 'string') return t(data.i18nKey)
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === 'string' && message ? message : t('common.errors.generic')
}
