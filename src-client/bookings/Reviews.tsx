import { Button, Group, Paper, Rating, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import type { Review } from '../../src/bookings/schemas.ts'
import type { EntityType } from '../../src/directory/kinds.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'

/** One review: the three criteria's mean in stars, the text, the listing side's public answer. */
export function ReviewCard({ review, listingName }: { review: Review; listingName?: string }) {
  const { t, formatDate, formatNumber } = useI18n()
  return (
    <Paper withBorder p="sm" radius="md" data-testid="review">
      <Group justify="space-between" wrap="wrap" gap="xs" mb={4}>
        <Group gap="xs">
          <Rating value={review.rating} fractions={4} readOnly size="sm" aria-hidden />
          <Text size="sm" fw={600}>
            {t('bookings.reviews.stars', { value: formatNumber(review.rating, { maximumFractionDigits: 1 }) })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {review.author ? `${review.author} · ` : ''}
          {formatDate(review.created_at)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mb={4}>
        {t('bookings.reviews.communication')} {review.communication} · {t('bookings.reviews.professionalism')}{' '}
        {review.professionalism} · {t('bookings.reviews.value')} {review.value}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{review.text}</Text>
      {review.answer && (
        <Paper bg="var(--mantine-color-gray-light)" p="xs" radius="sm" mt="xs" data-testid="review-answer">
          <Text size="xs" fw={600}>
            {t('bookings.reviews.answerFrom', { name: listingName ?? '' })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {review.answer}
          </Text>
        </Paper>
      )}
    </Paper>
  )
}

/** The reviews section of a details page: average, count, newest first, 10 more at a time. */
export function ReviewsSection({ type, id, name }: { type: EntityType; id: number; name: string }) {
  const { t, formatNumber } = useI18n()
  const [pages, setPages] = useState(1)
  const first = trpc.reviews.forListing.useQuery({ entity_type: type, entity_id: id, page: 1 })
  const data = first.data
  return (
    <section data-testid="reviews">
      <Title order={2} fz="xl" mb="sm">
        {t('bookings.reviews.title')}
      </Title>
      {!data ? null : data.count === 0 ? (
        <Text c="dimmed">{t('bookings.reviews.none')}</Text>
      ) : (
        <Stack gap="sm">
          <Group gap="sm" data-testid="reviews-summary">
            <Rating value={data.average ?? 0} fractions={4} readOnly aria-hidden />
            <Text fw={600}>
              {t('bookings.reviews.average', {
                value: formatNumber(data.average ?? 0, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
              })}
            </Text>
            <Text c="dimmed">{t('bookings.reviews.count', { count: data.count })}</Text>
          </Group>
          {Array.from({ length: pages }, (_, i) => i + 1).map((page) => (
            <ReviewPage key={`page-${page}`} type={type} id={id} page={page} name={name} />
          ))}
          {pages * data.limit < data.count && (
            <Button variant="subtle" onClick={() => setPages((p) => p + 1)}>
              {t('bookings.reviews.more')}
            </Button>
          )}
        </Stack>
      )}
    </section>
  )
}

function ReviewPage({ type, id, page, name }: { type: EntityType; id: number; page: number; name: string }) {
  const q = trpc.reviews.forListing.useQuery({ entity_type: type, entity_id: id, page })
  return (
    <>
      {(q.data?.items ?? []).map((r) => (
        <ReviewCard key={r.id} review={r} listingName={name} />
      ))}
    </>
  )
}
