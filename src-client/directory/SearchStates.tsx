/** What a search page shows besides its results: placeholders while loading, the typo notice, a failure. */
import { Alert, Anchor, Button, Card, Group, Pill, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { cityName, placeName } from '../../src/directory/city-names.ts'
import type { EntityType } from '../../src/directory/kinds.ts'
import { withoutWords } from '../../src/directory/text.ts'
import { useI18n } from '../app/i18n.tsx'
import { MAIN_LABELS } from './common.tsx'

export function ResultsSkeleton({ count = 6 }: { count?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md" aria-hidden>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Card key={i} withBorder padding={0} radius="md">
          <Skeleton h={150} radius={0} />
          <Stack p="md" gap={8}>
            <Skeleton h={18} w="70%" />
            <Skeleton h={12} w="50%" />
            <Skeleton h={12} w="60%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  )
}

/** "Showing results for Glutwerk": the words typed matched nothing, typos were forgiven. */
export function CorrectionNotice({ query }: { query: string | null | undefined }) {
  const { t } = useI18n()
  if (!query) return null
  // The corrected words in bold, wherever the language puts them in the sentence.
  const MARK = '\u0000'
  const [before, after] = t('directory.search.correctedTo', { query: MARK }).split(MARK)
  return (
    <Text role="status" data-testid="corrected-notice">
      {before}
      <Text span fw={700} fs="italic">
        {query}
      </Text>
      {after}
    </Text>
  )
}

export function ErrorState({ onRetry }: { onRetry: () => void }) {
  const { t } = useI18n()
  return (
    <Alert color="red" icon={<IconAlertTriangle />} title={t('directory.search.error')} data-testid="search-error">
      <Button variant="light" color="red" size="xs" mt="xs" onClick={onRetry}>
        {t('directory.search.retry')}
      </Button>
    </Alert>
  )
}

/** A word of the search read as a filter (server: understand.ts). */
export interface UnderstoodChip {
  param: 'type' | 'category' | 'genre' | 'event' | 'city' | 'district'
  value: string
  typed: string
}

export { withoutWords }

/** The name of what a chip reads (`Band`, `Hochzeit`, `Kreuzberg, Berlin`) in the UI language. */
export function useChipLabel() {
  const { t, locale } = useI18n()
  return (c: UnderstoodChip, kind: EntityType) => {
    switch (c.param) {
      case 'city':
        return cityName(c.value, locale)
      case 'district':
        return placeName(c.value, locale)
      case 'event':
        return t(`common.eventTypes.${c.value}`)
      case 'genre':
        return t(`directory.genres.${c.value}`)
      default:
        return t(`directory.${MAIN_LABELS[kind]}.${c.value}`)
    }
  }
}

/** "Band · Wedding · Munich": the words read as filters, each removable. */
export function UnderstoodChips({
  chips,
  kind,
  onRemove,
}: {
  chips: UnderstoodChip[]
  /** The kind whose type a `type` chip names (on /search: the kind the chip came from). */
  kind: (chip: UnderstoodChip) => EntityType
  onRemove: (chip: UnderstoodChip) => void
}) {
  const { t } = useI18n()
  const chipLabel = useChipLabel()
  if (!chips.length) return null
  const label = (c: UnderstoodChip) => chipLabel(c, kind(c))
  return (
    <Group gap={6} role="group" aria-label={t('directory.search.understood')} data-testid="understood-chips">
      {chips.map((c) => (
        <Pill
          key={`${c.param}:${c.value}`}
          size="md"
          withRemoveButton
          onRemove={() => onRemove(c)}
          // Mantine hides a pill's remove button from keyboards and screen readers (it expects a PillsInput around
          // it); here it is the only way to drop the filter, so it is a real, focusable button.
          removeButtonProps={{
            'aria-label': t('directory.search.removeChip', { value: label(c) }),
            'aria-hidden': false,
            tabIndex: 0,
          }}
          className="directory-chip"
        >
          {label(c)}
        </Pill>
      ))}
    </Group>
  )
}

/** "Showing results without “klub”", with the way back to every word (`strict=1`). */
export function RelaxedNotice({ words, onStrict }: { words: string[] | undefined; onStrict: () => void }) {
  const { t, locale } = useI18n()
  if (!words?.length) return null
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(words.map((w) => `“${w}”`))
  const MARK = '\u0000'
  const [before, after] = t('directory.search.withoutWords', { words: MARK }).split(MARK)
  return (
    <Group gap="xs" role="status" data-testid="relaxed-notice" wrap="wrap">
      <Text>
        {before}
        <Text span fw={700} td="line-through">
          {list}
        </Text>
        {after}
      </Text>
      <Anchor component="button" type="button" onClick={onStrict} data-testid="strict-link">
        {t('directory.search.strictLink')}
      </Anchor>
    </Group>
  )
}
