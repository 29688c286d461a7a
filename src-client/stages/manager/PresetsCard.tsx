import { ActionIcon, Button, Card, Group, Modal, Select, Stack, TextInput, Title } from '@mantine/core'
import { IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { LIMITS, type Preset, type StageView, type Tone } from '../../../src/stages/protocol.ts'
import { useI18n } from '../../app/i18n.tsx'
import { type Run, TONE_COLOR } from './shared.ts'

export function PresetsCard({ stage, run }: { stage: StageView; run: Run }) {
  const { t } = useI18n()
  const [editing, setEditing] = useState<Preset[] | null>(null)
  const presets = stage.state.presets
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg">
          {t('stages.presets.title')}
        </Title>
        <Button variant="subtle" size="compact-sm" onClick={() => setEditing(presets.map((p) => ({ ...p })))}>
          {t('stages.presets.edit')}
        </Button>
      </Group>
      <Group gap="sm">
        {presets.map((p, i) => (
          <Button
            // biome-ignore lint/suspicious/noArrayIndexKey: presets may repeat a text
            key={i}
            size="md"
            color={TONE_COLOR[p.tone]}
            variant={p.tone === 'normal' ? 'default' : 'filled'}
            c={p.tone === 'attention' ? 'black' : undefined}
            onClick={() => void run({ type: 'message', text: p.text, tone: p.tone })}
          >
            {p.text}
          </Button>
        ))}
      </Group>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={t('stages.presets.edit')} size="lg">
        {editing && (
          <Stack>
            {editing.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place
              <Group key={i} wrap="nowrap" align="flex-end">
                <TextInput
                  aria-label={t('stages.presets.text')}
                  value={p.text}
                  maxLength={LIMITS.presetChars}
                  onChange={(e) => {
                    const v = e.currentTarget.value
                    setEditing((rows) => rows!.map((r, j) => (j === i ? { ...r, text: v } : r)))
                  }}
                  style={{ flex: 1 }}
                />
                <Select
                  aria-label={t('stages.tone.label')}
                  w={140}
                  value={p.tone}
                  allowDeselect={false}
                  data={(['normal', 'attention', 'urgent'] as const).map((v) => ({
                    value: v,
                    label: t(`stages.tone.${v}`),
                  }))}
                  onChange={(v) => setEditing((rows) => rows!.map((r, j) => (j === i ? { ...r, tone: v as Tone } : r)))}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('stages.presets.remove')}
                  onClick={() => setEditing((rows) => rows!.filter((_, j) => j !== i))}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
            <Group justify="space-between">
              <Button
                variant="light"
                leftSection={<IconPlus size={16} />}
                disabled={editing.length >= LIMITS.presets}
                onClick={() => setEditing((rows) => [...rows!, { text: '', tone: 'normal' }])}
              >
                {t('stages.presets.add')}
              </Button>
              <Group>
                <Button variant="default" onClick={() => setEditing(null)}>
                  {t('stages.cancel')}
                </Button>
                <Button
                  onClick={async () => {
                    const items = editing.filter((p) => p.text.trim())
                    if (await run({ type: 'presets.set', items })) setEditing(null)
                  }}
                >
                  {t('stages.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        )}
      </Modal>
    </Card>
  )
}
