import { Alert, List } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useMemo } from 'react'
import { runWarnings } from '../../../src/stages/run-warnings.ts'
import { IDLE, type RunLive } from '../../../src/stages/running-order.ts'
import { useI18n } from '../../app/i18n.tsx'
import { type Draft, draftOrder } from './runorder-draft.ts'

/** The times of the draft that do not fit (overlaps, curfew overrun), listed as the editor changes them. */
export function RunOrderWarnings({ draft, live }: { draft: Draft; live: RunLive | undefined }) {
  const { t } = useI18n()
  // Recomputed on edits only: the warnings depend on `now` only for orders without any planned time.
  const warnings = useMemo(() => {
    const order = draftOrder(draft, live ?? IDLE)
    return order ? runWarnings(order, Date.now()) : []
  }, [draft, live])
  if (!warnings.length) return null
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('runorder.warnings.title')}
      mb="sm"
      data-testid="runorder-warnings"
    >
      <List size="sm" spacing={2}>
        {warnings.map((w) => (
          <List.Item key={`${w.kind}-${w.item_id}`} data-testid="runorder-warning">
            {w.kind === 'overlap'
              ? t('runorder.warnings.overlap', { item: w.item, previous: w.previous, minutes: w.minutes })
              : t('runorder.warnings.curfew', { minutes: w.minutes })}
          </List.Item>
        ))}
      </List>
    </Alert>
  )
}
