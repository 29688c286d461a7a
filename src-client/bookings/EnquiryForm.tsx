import { Button, Group, Modal, NumberInput, Select, Stack, Textarea, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type FormEvent, useCallback, useState } from 'react'
import { EVENT_TYPE_MAX, MESSAGE_MAX } from '../../src/bookings/constants.ts'
import type { EnquiryFacts } from '../../src/bookings/schemas.ts'
import type { EntityType } from '../../src/directory/kinds.ts'
import { CURRENCIES } from '../../src/directory/vocabulary.ts'
import { errorText } from '../app/error-text.ts'
import { useI18n } from '../app/i18n.tsx'
import { EnquiryCalendar, firstEnquiryDay } from './EnquiryCalendar.tsx'

/**
 * The enquiry form in a modal: one listing (with its calendar, refusing the days it closes) or a whole favourites
 * list (the caller sends).
 */
export default function EnquiryForm({
  title,
  onClose,
  send,
  listing,
  initialDate,
}: {
  title: string
  onClose: () => void
  send: (facts: EnquiryFacts) => Promise<string>
  listing?: { type: EntityType; id: number }
  initialDate?: string
}) {
  const { t, locale } = useI18n()
  const [date, setDate] = useState(initialDate ?? '')
  const [dayReason, setDayReason] = useState<string | null>(null)
  const onReason = useCallback((reason: string | null) => setDayReason(reason), [])
  const dateError = dayReason ? t(`bookings.errors.${dayReason as 'dayClosed'}`) : undefined
  const [time, setTime] = useState('')
  const [eventType, setEventType] = useState('')
  const [guests, setGuests] = useState<number | string>('')
  const [budget, setBudget] = useState<number | string>('')
  const [currency, setCurrency] = useState<string>('EUR')
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!date || !eventType.trim() || !message.trim()) {
      setError(t('bookings.send.required'))
      return
    }
    if (dateError) {
      setError(dateError)
      return
    }
    setBusy(true)
    setError(null)
    try {
      const done = await send({
        event_date: date,
        event_time: time || null,
        event_type: eventType,
        guests: typeof guests === 'number' ? guests : null,
        budget_amount: typeof budget === 'number' ? budget : null,
        budget_currency: typeof budget === 'number' ? (currency as EnquiryFacts['budget_currency']) : null,
        message,
        locale,
      })
      notifications.show({ message: done, color: 'teal', withBorder: true })
      onClose()
    } catch (err) {
      setError(errorText(t, err, t('common.errors.generic')))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal opened onClose={onClose} title={title} size="lg" fullScreen={false}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group grow wrap="wrap" align="flex-start">
            <TextInput
              type="date"
              label={t('bookings.send.date')}
              required
              min={firstEnquiryDay()}
              value={date}
              onChange={(e) => setDate(e.currentTarget.value)}
              error={dateError}
              data-testid="enquiry-date"
            />
            <TextInput
              type="time"
              label={t('bookings.send.time')}
              value={time}
              onChange={(e) => setTime(e.currentTarget.value)}
            />
          </Group>
          {listing && (
            <EnquiryCalendar type={listing.type} id={listing.id} value={date} onPick={setDate} onReason={onReason} />
          )}
          <TextInput
            label={t('bookings.send.eventType')}
            placeholder={t('bookings.send.eventTypePlaceholder')}
            required
            maxLength={EVENT_TYPE_MAX}
            value={eventType}
            onChange={(e) => setEventType(e.currentTarget.value)}
          />
          <Group grow wrap="wrap" align="flex-start">
            <NumberInput
              label={t('bookings.send.guests')}
              min={1}
              max={1_000_000}
              value={guests}
              onChange={setGuests}
            />
            <NumberInput
              label={t('bookings.send.budget')}
              min={0}
              max={100_000_000}
              value={budget}
              onChange={setBudget}
            />
            <Select
              label={t('bookings.send.currency')}
              data={[...CURRENCIES]}
              value={currency}
              onChange={(v) => setCurrency(v ?? 'EUR')}
              allowDeselect={false}
            />
          </Group>
          <Textarea
            label={t('bookings.send.message')}
            placeholder={t('bookings.send.messagePlaceholder')}
            required
            autosize
            minRows={4}
            maxLength={MESSAGE_MAX}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          {error && (
            <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
              {error}
            </div>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('bookings.send.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('bookings.send.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
