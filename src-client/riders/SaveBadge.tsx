import { Badge, Loader } from '@mantine/core'
import { IconAlertTriangle, IconCheck, IconCloudUpload } from '@tabler/icons-react'
import { useI18n } from '../app/i18n.tsx'
import type { SaveState } from './useAutosave.ts'

const STATE_COLOR: Record<SaveState, string> = {
  saved: 'teal',
  saving: 'blue',
  unsaved: 'gray',
  error: 'orange',
  conflict: 'red',
}

export function SaveBadge({ state }: { state: SaveState }) {
  const { t } = useI18n()
  const icon =
    state === 'saved' ? (
      <IconCheck size={14} />
    ) : state === 'saving' ? (
      <Loader size={10} color="blue" />
    ) : state === 'unsaved' ? (
      <IconCloudUpload size={14} />
    ) : (
      <IconAlertTriangle size={14} />
    )
  return (
    <Badge
      color={STATE_COLOR[state]}
      variant="light"
      leftSection={icon}
      data-testid="save-state"
      data-state={state}
      aria-live="polite"
      size="lg"
      tt="none"
    >
      {t(`riders.state.${state}`)}
    </Badge>
  )
}
