import { Alert, Badge, Button, Card, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconExternalLink, IconRefresh, IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useI18n } from '../app/i18n.tsx'
import { usePageHead } from '../shell/head.ts'
import { PageLoader } from '../shell/PageLoader.tsx'

interface Mail {
  id: string
  to: string
  kind: string
  subject: string
  text: string
  link: string
  created_at: string
}

async function fetchMailbox(email: string): Promise<Mail[] | null> {
  const q = email ? `?email=${encodeURIComponent(email)}` : ''
  const res = await fetch(`/auth/v1/dev/mailbox${q}`, { headers: { accept: 'application/json' } })
  if (res.status === 404) return null
  if (!res.ok) throw new Error(`HTTP ${res.status}`)
  return ((await res.json()) as { mails: Mail[] }).mails
}

/** The embedded auth server's outbox (no SMTP): open the confirmation or reset link from here. */
export default function DevMailboxPage() {
  const { t, formatDate } = useI18n()
  usePageHead({ title: t('auth.mailbox.title') })
  const [filter, setFilter] = useState('')
  const [email] = useDebouncedValue(filter.trim(), 300)
  const query = useQuery({ queryKey: ['dev-mailbox', email], queryFn: () => fetchMailbox(email), staleTime: 0 })
  return (
    <Container size="md" py="xl" px="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Title order={1}>{t('auth.mailbox.title')}</Title>
            <Text c="dimmed" mt={4} maw={560}>
              {t('auth.mailbox.subtitle')}
            </Text>
          </div>
          <Button
            variant="light"
            leftSection={<IconRefresh size={18} />}
            onClick={() => query.refetch()}
            loading={query.isFetching}
          >
            {t('auth.mailbox.refresh')}
          </Button>
        </Group>
        <TextInput
          label={t('auth.mailbox.filter')}
          leftSection={<IconSearch size={16} />}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          type="search"
          maw={420}
        />
        {query.isPending ? (
          <PageLoader />
        ) : query.isError ? (
          <Alert color="red" role="alert">
            {t('auth.errors.generic')}
          </Alert>
        ) : query.data === null ? (
          <Alert color="yellow" role="status">
            {t('auth.mailbox.unavailable')}
          </Alert>
        ) : query.data.length === 0 ? (
          <Text c="dimmed" role="status">
            {t('auth.mailbox.empty')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {query.data.map((m) => (
              <Card key={m.id} withBorder radius="md" component="li" data-testid="mail">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={700}>{m.subject}</Text>
                  <Badge variant="light">{m.kind}</Badge>
                </Group>
                <Text size="sm" c="dimmed" mt={2} style={{ wordBreak: 'break-all' }}>
                  {t('auth.mailbox.to', { email: m.to })} ·{' '}
                  {formatDate(m.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                </Text>
                <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }} lineClamp={4}>
                  {m.text.split('\n\n')[0]}
                </Text>
                <Group mt="sm">
                  <Button component="a" href={m.link} size="sm" rightSection={<IconExternalLink size={16} />}>
                    {t('auth.mailbox.open')}
                  </Button>
                </Group>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  )
}
