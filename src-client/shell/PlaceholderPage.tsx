import { Container, Text, Title } from '@mantine/core'
import type { RouteName } from '../../src/routes.ts'
import { useI18n } from '../app/i18n.tsx'
import { usePageHead } from './head.ts'

/** A route whose feature is not built yet: reachable, titled, and honest about it. */
export function PlaceholderPage({ route }: { route: RouteName }) {
  const { t } = useI18n()
  const title = t(`common.pages.${route}`)
  usePageHead({ title })
  return (
    <Container size="md" py="xl">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="sm">
        {t('common.placeholder')}
      </Text>
    </Container>
  )
}
