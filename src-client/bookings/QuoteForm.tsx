import { Button, Group, Modal, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { addDays, todayIso } from '../../src/availability/constants.ts'
import { BUDGET_MAX } from '../../src/bookings/constants.ts'
import {
  QUOTE_DEPOSIT_METHOD_MAX,
  QUOTE_INCLUDED_MAX,
  QUOTE_TERMS_MAX,
  type Quote,
  type QuoteFields,
} from '../../src/bookings/quotes.ts'
import { CURRENCIES } from '../../src/directory/vocabulary.ts'
import { errorText } from '../app/error-text.ts'
import { useI18n } from '../app/i18n.tsx'

/** Days a fresh quote stays valid, unless the event comes first. */
const VALID_DAYS = 14

/**
 * The listing side's quote form, in a modal: a changed quote starts from the last one; a first quote from the
 * enquiry's budget currency, valid for two weeks (at most until the event).
 */
export default function QuoteForm({
  eventDate,
  previous,
  currency: budgetCurrency,
  onClose,
  send,
}: {
  eventDate: string
  previous: Quote | undefined
  currency: string | null
  onClose: () => void
  send: (quote: QuoteFields) => Promise<void>
}) {
  const { t, formatDate } = useI18n()
  const today = todayIso()
  const defaultValid = [addDays(today, VALID_DAYS), eventDate].sort()[0]!
  const [price, setPrice] = useState<number | string>(previous?.price_amount ?? '')
  const [currency, setCurrency] = useState<string>(previous?.currency ?? budgetCurrency ?? 'EUR')
  const [included, setIncluded] = useState(previous?.included ?? '')
  const [deposit, setDeposit] = useState<number | string>(previous?.deposit_amount || '')
  const [depositDue, setDepositDue] = useState(previous?.deposit_due ?? '')
  const [depositMethod, setDepositMethod] = useState(previous?.deposit_method ?? '')
  const [terms, setTerms] = useState(previous?.terms ?? '')
  const [validUntil, setValidUntil] = useState(
    previous && previous.valid_until >= today ? previous.valid_until : defaultValid,
  )
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  async function submit(e: FormEvent) {
    e.preventDefault()
    const depositAmount = typeof deposit === 'number' ? deposit : 0
    if (typeof price !== 'number' || !included.trim() || !validUntil) return setError(t('bookings.quote.required'))
    if (depositAmount > price) return setError(t('bookings.quote.depositTooHigh'))
    if (depositAmount > 0 && (!depositDue || !depositMethod.trim()))
      return setError(t('bookings.quote.depositRequired'))
    setBusy(true)
    setError(null)
    try {
      await send({
        price_amount: price,
        currency: currency as QuoteFields['currency'],
        included,
        deposit_amount: depositAmount,
        deposit_due: depositAmount > 0 ? depositDue : null,
        deposit_method: depositAmount > 0 ? depositMethod : '',
        terms,
        valid_until: validUntil,
      })
      onClose()
    } catch (err) {
      setError(errorText(t, err, t('common.errors.generic')))
    } finally {
      setBusy(false)
    }
  }

  const hasDeposit = typeof deposit === 'number' && deposit > 0
  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t('bookings.quote.formTitle', {
        date: formatDate(`${eventDate}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
      })}
    >
      <form onSubmit={submit} noValidate data-testid="quote-form">
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('bookings.quote.formHint')}
          </Text>
          <Group grow wrap="wrap" align="flex-start">
            <NumberInput
              label={t('bookings.quote.price')}
              required
              min={0}
              max={BUDGET_MAX}
              allowDecimal={false}
              value={price}
              onChange={setPrice}
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
            label={t('bookings.quote.included')}
            placeholder={t('bookings.quote.includedPlaceholder')}
            required
            autosize
            minRows={3}
            maxLength={QUOTE_INCLUDED_MAX}
            value={included}
            onChange={(e) => setIncluded(e.currentTarget.value)}
          />
          <Group grow wrap="wrap" align="flex-start">
            <NumberInput
              label={t('bookings.quote.deposit')}
              min={0}
              max={BUDGET_MAX}
              allowDecimal={false}
              value={deposit}
              onChange={setDeposit}
            />
            <TextInput
              type="date"
              label={t('bookings.quote.depositDueLabel')}
              required={hasDeposit}
              disabled={!hasDeposit}
              min={today}
              max={eventDate}
              value={depositDue}
              onChange={(e) => setDepositDue(e.currentTarget.value)}
            />
          </Group>
          {hasDeposit && (
            <TextInput
              label={t('bookings.quote.depositMethod')}
              placeholder={t('bookings.quote.depositMethodPlaceholder')}
              required
              maxLength={QUOTE_DEPOSIT_METHOD_MAX}
              value={depositMethod}
              onChange={(e) => setDepositMethod(e.currentTarget.value)}
            />
          )}
          <Textarea
            label={t('bookings.quote.terms')}
            placeholder={t('bookings.quote.termsPlaceholder')}
            autosize
            minRows={2}
            maxLength={QUOTE_TERMS_MAX}
            value={terms}
            onChange={(e) => setTerms(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('bookings.quote.validUntil')}
            required
            min={today}
            max={eventDate}
            value={validUntil}
            onChange={(e) => setValidUntil(e.currentTarget.value)}
          />
          {error && (
            <div role="alert" style={{ color: 'var(--mantine-color-red-8)' }}>
              {error}
            </div>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('bookings.quote.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('bookings.quote.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
