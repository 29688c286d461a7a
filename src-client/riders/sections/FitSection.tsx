import { Alert, Badge, Loader, Select, Stack, Table, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import type { FitItem } from '../../../src/riders/fit.ts'
import { useI18n } from '../../app/i18n.tsx'
import '../riders.css'
import { trpc } from '../../app/trpc.ts'

const COLOR = { ok: 'teal', missing: 'red', unknown: 'yellow' } as const

/** Venue fit check: pick a directory venue, see which needs it does not cover (run on the saved version). */
export function FitSection({ riderId, revision }: { riderId: string; revision: number }) {
  const { t } = useI18n()
  const [search, setSearch] = useState('')
  const [q] = useDebouncedValue(search, 250)
  const [venueId, setVenueId] = useState<string | null>(null)
  const [venueLabel, setVenueLabel] = useState<string>('')
  const options = trpc.riders.lookup.useQuery({ kind: 'venue', q: q.slice(0, 80) }, { staleTime: 30_000 })
  const fit = trpc.riders.fit.useQuery({ id: riderId, venueId: Number(venueId) }, { enabled: Boolean(venueId) })
  // Re-check after each save so the report follows the rider.
  // biome-ignore lint/correctness/useExhaustiveDependencies: revision (a save) is the trigger
  useEffect(() => {
    if (venueId) void fit.refetch()
  }, [revision])
  const data = (options.data ?? []).map((v) => ({ value: String(v.id), label: `${v.name} — ${v.city}` }))
  if (venueId && !data.some((d) => d.value === venueId)) data.unshift({ value: venueId, label: venueLabel })
  const fmt = (item: FitItem, side: 'need' | 'have') => {
    const v = item[side]
    // A covered yes/no need (PA, lighting) without details reads "yes"; an empty fact otherwise is not listed.
    if (side === 'have' && !v) return t(item.status === 'ok' ? 'riders.fit.yes' : 'riders.fit.notListed')
    if (v === 'yes') return t('riders.fit.yes')
    if (item.check.startsWith('stage')) return `${v} m`
    return v
  }
  const report = fit.data
  const failing = report?.items.filter((i) => i.status !== 'ok').length ?? 0
  return (
    <Stack>
      <Text c="dimmed" size="sm">
        {t('riders.fit.intro')}
      </Text>
      <Select
        label={t('riders.fit.pick')}
        placeholder={t('riders.fit.pickPlaceholder')}
        searchable
        clearable
        data={data}
        value={venueId}
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: o }) => o}
        onChange={(v, option) => {
          setVenueId(v)
          setVenueLabel(option?.label ?? '')
        }}
        rightSection={options.isFetching ? <Loader size="xs" /> : undefined}
        maw={480}
        data-testid="fit-venue"
      />
      {fit.isLoading && venueId && <Loader size="sm" />}
      {report && (
        <>
          <Alert
            color={report.ok ? 'teal' : 'orange'}
            icon={report.ok ? <IconCircleCheck /> : <IconAlertTriangle />}
            data-testid="fit-summary"
          >
            {report.ok
              ? t('riders.fit.allCovered', { venue: report.venueName })
              : t('riders.fit.notCovered', { venue: report.venueName, count: failing })}
          </Alert>
          {/* The status sits under each check's name, so a phone shows it without scrolling and never cuts it. */}
          <Table verticalSpacing="xs" data-testid="fit-table" layout="auto">
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                <Table.Th>{t('riders.fit.need')}</Table.Th>
                <Table.Th>{t('riders.fit.have')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.items.map((item) => (
                <Table.Tr key={item.check} data-check={item.check} data-status={item.status}>
                  <Table.Td>
                    <Stack gap={4} align="flex-start">
                      <Text fw={600} size="sm">
                        {t(`riders.fit.checks.${item.check}`)}
                      </Text>
                      <Badge color={COLOR[item.status]} variant="light" className="fit-badge" data-testid="fit-badge">
                        {t(`riders.fit.status.${item.status}`)}
                      </Badge>
                    </Stack>
                  </Table.Td>
                  <Table.Td>{fmt(item, 'need')}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {fmt(item, 'have')}
                    {item.missing?.length ? (
                      <Text size="xs" c="red">
                        {t('riders.fit.missingItems', { items: item.missing.join(', ') })}
                      </Text>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  )
}
