import { Alert, Button, Container, Group, Loader, Paper, Text, Title } from '@mantine/core'
import { IconEye, IconPrinter } from '@tabler/icons-react'
import { useState } from 'react'
import { useParams } from 'react-router'
import type { Locale } from '../../src/i18n/locales.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { usePageHead } from '../shell/head.ts'
import { PrintPreview } from './PrintPreview.tsx'
import { RiderDocument } from './RiderDocument.tsx'

/** A shared rider: read-only, no account needed, always the current version. */
export default function RiderSharePage() {
  const { t } = useI18n()
  const { token = '' } = useParams()
  const shared = trpc.riders.shared.useQuery({ token }, { retry: false, refetchOnWindowFocus: true })
  const [printing, setPrinting] = useState(false)
  const [docLocale, setDocLocale] = useState<Locale | null>(null)
  const r = shared.data
  usePageHead({ title: r ? `${r.name}${r.variant ? ` — ${r.variant}` : ''}` : t('common.pages.riderShare') })

  if (shared.isLoading) {
    return (
      <Container py="xl">
        <Loader />
      </Container>
    )
  }
  if (!r) {
    return (
      <Container size="sm" py="xl">
        <Title order={1}>{t('common.pages.riderShare')}</Title>
        <Alert color="orange" mt="md" data-testid="share-missing">
          {t('riders.shared.notFound')}
        </Alert>
      </Container>
    )
  }
  const locale = docLocale ?? r.docLocale
  const doc = {
    name: r.name,
    variant: r.variant,
    artistName: r.artistName,
    doc: r.doc,
    version: r.version,
    changedSinceVersion: r.changedSinceVersion,
    updatedAt: r.updatedAt,
    locale,
    shareUrl: window.location.href,
  }
  return (
    <Container size="lg" py="lg" px={{ base: 0, sm: 'md' }}>
      <Group justify="space-between" mb="sm" px={{ base: 'xs', sm: 0 }} wrap="wrap">
        <Group gap="xs" wrap="nowrap">
          <IconEye size={18} />
          <Text size="sm" c="dimmed">
            {t('riders.shared.readOnly')}
          </Text>
        </Group>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => setPrinting(true)}>
          {t('riders.shared.print')}
        </Button>
      </Group>
      <Paper withBorder shadow="sm" radius="md" style={{ overflow: 'hidden' }}>
        <RiderDocument {...doc} />
      </Paper>
      {printing && <PrintPreview {...doc} onLocaleChange={setDocLocale} onClose={() => setPrinting(false)} />}
    </Container>
  )
}
