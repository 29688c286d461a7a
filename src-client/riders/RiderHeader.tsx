import { ActionIcon, Button, Card, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core'
import { IconCopy, IconLink, IconPrinter, IconTrash } from '@tabler/icons-react'
import type { Rider } from '../../src/riders/schema.ts'
import { useI18n } from '../app/i18n.tsx'
import { ArtistSelect } from './ArtistSelect.tsx'
import { SaveBadge } from './SaveBadge.tsx'
import type { SaveState } from './useAutosave.ts'

export type RiderFields = Partial<Pick<Rider, 'name' | 'variant' | 'artistId' | 'docLocale'>>

/** The editor's top card: save state, the rider's actions, and its name, variant and artist. */
export function RiderHeader({
  draft,
  saveState,
  setField,
  onDuplicate,
  onShare,
  onPrint,
  onDelete,
}: {
  draft: Rider
  saveState: SaveState
  setField: (patch: RiderFields) => void
  onDuplicate: () => void
  onShare: () => void
  onPrint: () => void
  onDelete: () => void
}) {
  const { t, formatDate } = useI18n()
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <SaveBadge state={saveState} />
          <Group gap={6} wrap="wrap">
            <Button size="xs" variant="default" leftSection={<IconCopy size={14} />} onClick={onDuplicate}>
              {t('riders.actions.duplicate')}
            </Button>
            <Button
              size="xs"
              variant={draft.shared ? 'light' : 'default'}
              color={draft.shared ? 'teal' : undefined}
              leftSection={<IconLink size={14} />}
              onClick={onShare}
            >
              {t('riders.actions.share')}
            </Button>
            <Button size="xs" leftSection={<IconPrinter size={14} />} onClick={onPrint}>
              {t('riders.actions.print')}
            </Button>
            <Tooltip label={t('riders.actions.delete')}>
              <ActionIcon
                size="md"
                variant="subtle"
                color="red"
                aria-label={t('riders.actions.delete')}
                onClick={onDelete}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Group wrap="wrap" align="flex-end" gap="sm">
          <TextInput
            label={t('riders.name')}
            required
            maxLength={80}
            value={draft.name}
            onChange={(e) => setField({ name: e.currentTarget.value })}
            error={!draft.name.trim() ? ' ' : undefined}
            style={{ flex: '2 1 200px' }}
          />
          <TextInput
            label={t('riders.variant')}
            placeholder={t('riders.variantPlaceholder')}
            maxLength={80}
            value={draft.variant}
            onChange={(e) => setField({ variant: e.currentTarget.value })}
            style={{ flex: '1 1 160px' }}
          />
          <ArtistSelect
            value={draft.artistId}
            label={draft.artistName}
            onChange={(artistId) => setField({ artistId })}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {t('riders.updated', { date: formatDate(draft.updatedAt, { dateStyle: 'medium', timeStyle: 'short' }) })}
        </Text>
      </Stack>
    </Card>
  )
}
