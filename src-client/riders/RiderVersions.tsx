import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core'
import { IconHistory, IconTag } from '@tabler/icons-react'
import { useState } from 'react'
import type { Rider, RiderVersion } from '../../src/riders/schema.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'

/** How many history entries show before "Show all". */
const FIRST_SHOWN = 3

/** The version people refer to, the "Mark as version" action, and the short history of versions. */
export function RiderVersions({
  rider,
  marking,
  canMark,
  onMark,
}: {
  rider: Rider
  marking: boolean
  canMark: boolean
  onMark: () => void
}) {
  const { t } = useI18n()
  const [all, setAll] = useState(false)
  const versions = trpc.riders.versions.useQuery({ id: rider.id }, { refetchOnWindowFocus: false })
  const list = versions.data ?? []
  const shown = all ? list : list.slice(0, FIRST_SHOWN)
  const current =
    rider.version === 0
      ? t('riders.versions.none')
      : t(rider.changedSinceVersion ? 'riders.versions.currentChanged' : 'riders.versions.current', {
          v: rider.version,
        })
  return (
    <Card withBorder radius="md" padding="sm" data-testid="rider-versions">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconHistory size={18} />
            <Text fw={600} size="sm" data-testid="rider-version-label">
              {current}
            </Text>
          </Group>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconTag size={14} />}
            loading={marking}
            disabled={!canMark || (rider.version > 0 && !rider.changedSinceVersion)}
            onClick={onMark}
          >
            {t('riders.versions.mark')}
          </Button>
        </Group>
        {shown.length > 0 && (
          <Stack gap={4} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {shown.map((v) => (
              <VersionLine key={v.number} v={v} />
            ))}
          </Stack>
        )}
        {list.length > FIRST_SHOWN && (
          <Button size="compact-xs" variant="subtle" w="fit-content" onClick={() => setAll((a) => !a)}>
            {all ? t('riders.versions.showFewer') : t('riders.versions.showAll', { count: list.length })}
          </Button>
        )}
      </Stack>
    </Card>
  )
}

function VersionLine({ v }: { v: RiderVersion }) {
  const { t, formatDate } = useI18n()
  const what = v.sections.length
    ? v.sections.map((s) => t(`riders.sections.${s}`)).join(', ')
    : t('riders.versions.first')
  return (
    <Text component="li" size="xs" data-testid="rider-version-entry">
      <Badge size="xs" variant="outline" mr={6} tt="none">
        {t('riders.versions.short', { v: v.number })}
      </Badge>
      {t(`riders.versions.reason.${v.reason}`, {
        who: v.byName ?? t('riders.versions.you'),
        date: formatDate(v.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
      })}{' '}
      <Text span c="dimmed" size="xs">
        — {what}
      </Text>
    </Text>
  )
}
