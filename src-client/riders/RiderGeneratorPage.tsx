import { Box, Button, Container, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconFileText, IconPlus } from '@tabler/icons-react'
import { useCallback, useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { Rider } from '../../src/riders/schema.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { usePageHead } from '../shell/head.ts'
import { NewRiderModal } from './NewRiderModal.tsx'
import { RiderEditor } from './RiderEditor.tsx'
import { RiderList } from './RiderList.tsx'

export default function RiderGeneratorPage() {
  const { t } = useI18n()
  usePageHead({ title: t('common.pages.riderGenerator') })
  const [params, setParams] = useSearchParams()
  const [creating, setCreating] = useState(false)
  const wide = useMediaQuery('(min-width: 62em)', true)
  const utils = trpc.useUtils()
  const list = trpc.riders.list.useQuery()
  const selectedId = params.get('id')
  const rider = trpc.riders.get.useQuery(
    { id: selectedId ?? '' },
    { enabled: Boolean(selectedId), staleTime: Number.POSITIVE_INFINITY, refetchOnWindowFocus: false },
  )

  const select = useCallback(
    (id: string | null, replace = false) => setParams(id ? { id } : {}, { replace }),
    [setParams],
  )
  useEffect(() => {
    const first = list.data?.[0]
    if (!selectedId && first) select(first.id, true)
  }, [selectedId, list.data, select])

  const onSaved = useCallback(
    (r: Rider) => {
      utils.riders.get.setData({ id: r.id }, (old) =>
        old
          ? {
              ...old,
              revision: r.revision,
              version: r.version,
              changedSinceVersion: r.changedSinceVersion,
              updatedAt: r.updatedAt,
              artistName: r.artistName,
            }
          : r,
      )
      void utils.riders.list.invalidate()
    },
    [utils],
  )
  /** Opens a rider the server just made (created or duplicated) without fetching it again. */
  const openNew = (r: Rider) => {
    utils.riders.get.setData({ id: r.id }, r)
    void utils.riders.list.invalidate()
    select(r.id)
  }

  return (
    <Container size="xl" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Group justify="space-between" align="flex-start" mb="md" wrap="wrap">
        <Box maw={720}>
          <Title order={1}>{t('common.pages.riderGenerator')}</Title>
          <Text c="dimmed" mt={4}>
            {t('riders.lead')}
          </Text>
        </Box>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
          {t('riders.newRider')}
        </Button>
      </Group>

      {list.isLoading ? (
        <Loader />
      ) : !list.data?.length ? (
        <Paper withBorder p="xl" radius="md" ta="center">
          <Stack align="center">
            <IconFileText size={40} stroke={1.2} />
            <Text maw={480}>{t('riders.empty')}</Text>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
              {t('riders.create')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Grid gutter="md">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <RiderList riders={list.data} selectedId={selectedId} onSelect={select} wide={wide} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9 }}>
            {rider.data ? (
              <RiderEditor
                key={rider.data.id}
                rider={rider.data}
                onSaved={onSaved}
                onDuplicated={openNew}
                onDeleted={() => {
                  void utils.riders.list.invalidate()
                  select(null)
                }}
                refresh={() => void utils.riders.get.invalidate({ id: rider.data!.id })}
              />
            ) : rider.error ? (
              <Text c="red">{rider.error.message}</Text>
            ) : (
              <Loader />
            )}
          </Grid.Col>
        </Grid>
      )}
      <NewRiderModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(r) => {
          setCreating(false)
          openNew(r)
        }}
      />
    </Container>
  )
}
