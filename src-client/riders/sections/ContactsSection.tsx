import { Stack, Table, TextInput } from '@mantine/core'
import { LIMITS } from '../../../src/riders/schema.ts'
import { useI18n } from '../../app/i18n.tsx'
import { AddButton, EditTable, newId, RowActions, rowTools, type SectionProps } from './rowEditing.tsx'

export function ContactsSection({ doc, update }: SectionProps) {
  const { t } = useI18n()
  const rows = rowTools(update, 'contacts')
  return (
    <Stack>
      {doc.contacts.length > 0 && (
        <EditTable
          head={[
            t('riders.contacts.role'),
            t('riders.contacts.name'),
            t('riders.contacts.phone'),
            t('riders.contacts.email'),
            '',
          ]}
        >
          {doc.contacts.map((c, i) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                <TextInput
                  aria-label={t('riders.contacts.role')}
                  size="xs"
                  value={c.role}
                  maxLength={80}
                  onChange={(e) => rows.patch(i, { role: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t('riders.contacts.name')}
                  size="xs"
                  value={c.name}
                  maxLength={80}
                  onChange={(e) => rows.patch(i, { name: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t('riders.contacts.phone')}
                  size="xs"
                  type="tel"
                  value={c.phone}
                  maxLength={40}
                  onChange={(e) => rows.patch(i, { phone: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <TextInput
                  aria-label={t('riders.contacts.email')}
                  size="xs"
                  type="email"
                  value={c.email}
                  maxLength={200}
                  onChange={(e) => rows.patch(i, { email: e.currentTarget.value })}
                />
              </Table.Td>
              <Table.Td>
                <RowActions i={i} n={doc.contacts.length} move={rows.move} remove={rows.remove} />
              </Table.Td>
            </Table.Tr>
          ))}
        </EditTable>
      )}
      <AddButton
        label={t('riders.contacts.add')}
        disabled={doc.contacts.length >= LIMITS.contacts}
        onClick={() => rows.add({ id: newId(), role: '', name: '', phone: '', email: '' })}
      />
    </Stack>
  )
}
