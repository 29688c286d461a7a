/** The favourites page's list dialogs: create, rename, delete (with the rules' messages). */
import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { type FormEvent, useState } from 'react'
import { LIST_NAME_MAX } from '../../src/favorites/constants.ts'
import type { FavoriteList } from '../../src/favorites/schemas.ts'
import type { Translate } from '../../src/i18n/index.ts'
import { useI18n } from '../app/i18n.tsx'
import { modals } from '../app/overlays.tsx'
import { errorText, notifyError, notifySuccess } from './notify.ts'
import { favoritesStore } from './store.ts'

/** Create / rename dialog body: validates like the server and shows its message in the field. */
function ListNameForm({
  initial,
  submitLabel,
  onSubmit,
}: {
  initial: string
  submitLabel: string
  onSubmit: (name: string) => Promise<void>
}) {
  const { t } = useI18n()
  const [name, setName] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) {
      setError(t('favorites.errors.listNameEmpty'))
      return
    }
    setBusy(true)
    try {
      await onSubmit(name.trim())
      modals.closeAll()
    } catch (e) {
      setError(errorText(t, e, 'favorites.errors.updateFailed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('favorites.page.listName')}
          placeholder={t('favorites.page.listNamePlaceholder')}
          value={name}
          maxLength={LIST_NAME_MAX}
          onChange={(e) => {
            setName(e.currentTarget.value)
            setError(null)
          }}
          error={error}
          data-autofocus
          required
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => modals.closeAll()}>
            {t('favorites.page.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

export function openCreate(t: Translate) {
  modals.open({
    title: t('favorites.page.newList'),
    centered: true,
    children: (
      <ListNameForm
        initial=""
        submitLabel={t('favorites.page.create')}
        onSubmit={async (name) => {
          const list = await favoritesStore.addList(name)
          notifySuccess(t('favorites.listCreated', { list: list.name }))
        }}
      />
    ),
  })
}

export function openRename(t: Translate, list: FavoriteList) {
  modals.open({
    title: t('favorites.page.renameTitle'),
    centered: true,
    children: (
      <ListNameForm
        initial={list.name}
        submitLabel={t('favorites.page.save')}
        onSubmit={async (name) => {
          const result = await favoritesStore.updateList(list.id, name)
          notifySuccess(t('favorites.listRenamed', { list: result.list.name }))
        }}
      />
    ),
  })
}

export function confirmDelete(t: Translate, list: FavoriteList) {
  // Say it cannot be done before asking whether to do it (docs/product.md §5: a list with favourites cannot be deleted).
  if (list.favorites.length > 0) {
    notifyError(t('favorites.errors.listNotEmpty'))
    return
  }
  modals.openConfirmModal({
    title: t('favorites.page.deleteTitle'),
    centered: true,
    children: <Text size="sm">{t('favorites.page.deleteBody', { list: list.name })}</Text>,
    labels: { confirm: t('favorites.page.delete'), cancel: t('favorites.page.cancel') },
    confirmProps: { color: 'red' },
    onConfirm: async () => {
      try {
        await favoritesStore.removeList(list.id)
        notifySuccess(t('favorites.listDeleted', { list: list.name }))
      } catch (error) {
        notifyError(errorText(t, error, 'favorites.errors.updateFailed'))
      }
    },
  })
}
