import { Button, Group, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconPlus } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { LIMITS, type Preset, type StageView } from '../../../src/stages/protocol.ts'
import { errorText } from '../../app/error-text.ts'
import { useI18n } from '../../app/i18n.tsx'
import { trpc } from '../../app/trpc.ts'

export function CreateStageForm({ onCreated, autoFocus }: { onCreated: (s: StageView) => void; autoFocus?: boolean }) {
  const { t } = useI18n()
  const utils = trpc.useUtils()
  const create = trpc.stages.create.useMutation()
  const [name, setName] = useState('')
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    try {
      const d = (k: string) => t(`stages.presets.defaults.${k}`)
      const presets: Preset[] = [
        { text: d('fiveMinutes'), tone: 'attention' },
        { text: d('wrapUp'), tone: 'urgent' },
        { text: d('louder'), tone: 'normal' },
        { text: d('quieter'), tone: 'normal' },
        { text: d('oneMore'), tone: 'normal' },
        { text: d('encore'), tone: 'normal' },
      ]
      const stage = await create.mutateAsync({ name: name.trim() || t('stages.stageNamePlaceholder'), presets })
      await utils.stages.list.invalidate()
      setName('')
      onCreated(stage)
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(t, error, t('stages.errors.generic')), autoClose: 3000 })
    }
  }
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label={t('stages.stageName')}
          placeholder={t('stages.stageNamePlaceholder')}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={LIMITS.stageNameChars}
          autoFocus={autoFocus}
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button type="submit" loading={create.isPending} leftSection={<IconPlus size={18} />}>
          {t('stages.create')}
        </Button>
      </Group>
    </form>
  )
}
