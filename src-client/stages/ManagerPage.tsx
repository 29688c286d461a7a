import { Alert, Button, Card, Container, Group, Loader, Modal, Text, Title } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { errorText } from '../app/error-text.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { usePageHead } from '../shell/head.ts'
import { FestivalLink } from './access/StageAccessCard.tsx'
import { CreateStageForm } from './manager/CreateStageForm.tsx'
import { StageControl } from './manager/StageControl.tsx'

export default function ManagerPage() {
  const { t } = useI18n()
  usePageHead({ title: t('stages.title') })
  const [params, setParams] = useSearchParams()
  const list = trpc.stages.list.useQuery()
  const [creating, setCreating] = useState(false)
  const stages = list.data ?? []
  const selectedId = stages.some((s) => s.id === params.get('stage')) ? params.get('stage')! : stages[0]?.id
  const select = (id: string) => setParams({ stage: id }, { replace: true })
  const selected = stages.find((s) => s.id === selectedId)

  return (
    <Container size="xl" py="lg">
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap">
        <div>
          <Title order={1}>{t('stages.title')}</Title>
          <Text c="dimmed">{t('stages.lead')}</Text>
        </div>
        {stages.length > 0 && (
          <Group gap="xs">
            <FestivalLink />
            <Button variant="light" leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
              {t('stages.newStage')}
            </Button>
          </Group>
        )}
      </Group>
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('stages.newStage')}>
        <CreateStageForm
          autoFocus
          onCreated={(s) => {
            setCreating(false)
            select(s.id)
          }}
        />
      </Modal>
      {list.isLoading && <Loader />}
      {list.error && (
        <Alert color="red" title={t('stages.errors.generic')}>
          {errorText(t, list.error, t('stages.errors.generic'))}
        </Alert>
      )}
      {list.data && stages.length === 0 && (
        <Card withBorder padding="xl" maw={640}>
          <Title order={2} fz="xl">
            {t('stages.emptyTitle')}
          </Title>
          <Text c="dimmed" mt={4} mb="md">
            {t('stages.emptyText')}
          </Text>
          <CreateStageForm onCreated={(s) => select(s.id)} />
        </Card>
      )}
      {stages.length > 0 && (
        <Group gap="xs" mb="md" role="group" aria-label={t('stages.stages')}>
          {stages.map((s) => (
            <Button
              key={s.id}
              radius="xl"
              size="sm"
              variant={s.id === selectedId ? 'filled' : 'default'}
              aria-pressed={s.id === selectedId}
              onClick={() => select(s.id)}
            >
              {s.name}
            </Button>
          ))}
        </Group>
      )}
      {selected && <StageControl key={selected.id} initial={selected} />}
    </Container>
  )
}
