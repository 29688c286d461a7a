import { Button, Group, Paper, Rating, Stack, Text, Textarea, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type FormEvent, useEffect, useState } from 'react'
import { MESSAGE_MAX } from '../../src/bookings/constants.ts'
import { errorText } from '../app/error-text.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { ReviewCard } from './Reviews.tsx'

const CRITERIA = ['communication', 'professionalism', 'value'] as const

/** Under a booked enquiry's thread: the booker writes (after the event) or edits the review; the listing side answers. */
export function ReviewBox({
  enquiryId,
  side,
  listingName,
}: {
  enquiryId: number
  side: 'booker' | 'listing'
  listingName: string
}) {
  const { t, formatDate } = useI18n()
  const utils = trpc.useUtils()
  const state = trpc.reviews.forBooking.useQuery({ enquiry_id: enquiryId })
  const save = trpc.reviews.save.useMutation()
  const answer = trpc.reviews.answer.useMutation()
  const [scores, setScores] = useState({ communication: 0, professionalism: 0, value: 0 })
  const [text, setText] = useState('')
  const [reply, setReply] = useState('')
  const [editing, setEditing] = useState(false)
  const [incomplete, setIncomplete] = useState(false)
  const review = state.data?.review ?? null
  useEffect(() => {
    if (review) {
      setScores({ communication: review.communication, professionalism: review.professionalism, value: review.value })
      setText(review.text)
    }
  }, [review])
  if (!state.data) return null
  const s = state.data
  const done = async (message: string) => {
    notifications.show({ message, color: 'teal', withBorder: true })
    setEditing(false)
    await utils.reviews.invalidate()
  }
  const failed = (err: unknown) =>
    notifications.show({ message: errorText(t, err, t('common.errors.generic')), color: 'red', withBorder: true })

  async function submit(e: FormEvent) {
    e.preventDefault()
    // Say what is missing: a form that silently ignores its button looks broken.
    if (!scores.communication || !scores.professionalism || !scores.value || !text.trim()) {
      setIncomplete(true)
      return
    }
    setIncomplete(false)
    try {
      await save.mutateAsync({ enquiry_id: enquiryId, ...scores, text })
      await done(t('bookings.reviews.saved'))
    } catch (err) {
      failed(err)
    }
  }
  async function submitAnswer(e: FormEvent) {
    e.preventDefault()
    if (!review || !reply.trim()) return
    try {
      await answer.mutateAsync({ review_id: review.id, answer: reply })
      await done(t('bookings.reviews.answered'))
    } catch (err) {
      failed(err)
    }
  }

  const form = (
    <form onSubmit={submit} data-testid="review-form">
      <Stack gap="xs">
        {CRITERIA.map((c) => (
          <Group key={c} justify="space-between" wrap="wrap">
            <Text id={`rate-${c}-label`}>{t(`bookings.reviews.${c}`)}</Text>
            {/* Mantine's Rating sets its value on a click or Space only; arrow keys merely move the highlight. The
                radios' change events bubble here, so a keyboard choice is the value too. */}
            <div
              role="radiogroup"
              aria-labelledby={`rate-${c}-label`}
              data-testid={`rate-${c}`}
              onChange={(e) => {
                const v = Number((e.target as HTMLInputElement).value)
                if (Number.isInteger(v)) setScores((old) => ({ ...old, [c]: v }))
              }}
            >
              <Rating value={scores[c]} onChange={(v) => setScores((old) => ({ ...old, [c]: v }))} size="lg" />
            </div>
          </Group>
        ))}
        <Textarea
          label={t('bookings.reviews.text')}
          autosize
          minRows={3}
          maxLength={MESSAGE_MAX}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        {incomplete && (
          <Text c="red" size="sm" role="alert">
            {t('bookings.reviews.incomplete')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('bookings.reviews.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )

  return (
    <Paper withBorder p="md" radius="md" mt="lg" data-testid="review-box">
      <Title order={2} size="h4" mb="sm">
        {t('bookings.reviews.title')}
      </Title>
      {review && !editing && <ReviewCard review={review} listingName={listingName} />}
      {side === 'booker' && !review && !s.can_write && (
        <Text c="dimmed">
          {t('bookings.reviews.afterEvent')} ({formatDate(`${s.opens_on}T12:00:00Z`)})
        </Text>
      )}
      {side === 'booker' && (s.can_write || editing) && form}
      {side === 'booker' && s.can_edit && !editing && (
        <Button variant="subtle" mt="xs" onClick={() => setEditing(true)}>
          {t('bookings.reviews.edit')}
        </Button>
      )}
      {side === 'listing' && s.can_answer && (
        <form onSubmit={submitAnswer}>
          <Stack gap="xs" mt="sm">
            <Textarea
              label={t('bookings.reviews.answer')}
              autosize
              minRows={2}
              maxLength={MESSAGE_MAX}
              value={reply}
              onChange={(e) => setReply(e.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={answer.isPending}>
                {t('bookings.reviews.answerSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  )
}
