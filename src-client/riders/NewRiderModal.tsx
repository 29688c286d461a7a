import { Button, Group, Modal, Stack, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type FormEvent, useState } from 'react'
import { emptyDoc, type Rider, type RiderDoc } from '../../src/riders/schema.ts'
import { useI18n } from '../app/i18n.tsx'
import { trpc } from '../app/trpc.ts'
import { newId } from './sections/rowEditing.tsx'

export function NewRiderModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean
  onClose: () => void
  onCreated: (r: Rider) => void
}) {
  const { t } = useI18n()
  const [name, setName] = useState('')
  const [variant, setVariant] = useState('')
  const create = trpc.riders.create.useMutation()
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!name.trim()) return
    const doc: RiderDoc = {
      ...emptyDoc(),
      times: (['getIn', 'soundcheck', 'doors', 'show', 'curfew'] as const).map((k) => ({
        id: newId(),
        label: t(`riders.times.defaults.${k}`),
        time: '',
        minutes: 0,
      })),
    }
    try {
      const r = await create.mutateAsync({ name: name.trim(), variant: variant.trim(), doc })
      setName('')
      setVariant('')
      onCreated(r)
    } catch (err) {
      notifications.show({ color: 'red', message: (err as Error).message })
    }
  }
  return (
    <Modal opened={opened} onClose={onClose} title={t('riders.newRider')}>
      <form onSubmit={submit}>
        <Stack>
          <TextInput
            label={t('riders.name')}
            required
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            data-autofocus
          />
          <TextInput
            label={t('riders.variant')}
            placeholder={t('riders.variantPlaceholder')}
            maxLength={80}
            value={variant}
            onChange={(e) => setVariant(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('riders.actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!name.trim()}>
              {t('riders.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
