/** What a search page shows besides its results: placeholders while loading, the typo notice, a failure. */
import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useI18n } from '../app/i18n.tsx'

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
