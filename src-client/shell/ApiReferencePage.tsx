import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Box,
  Code,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useI18n } from '../app/i18n.tsx'
import { appFetch } from '../app/retry.ts'
import { usePageHead } from './head.ts'

type Schema = Record<string, any>
interface Operation {
  summary: string
  description?: string
  tags: string[]
  'x-auth': 'public' | 'optional' | 'user' | 'admin'
  parameters?: { name: string; in: string; required: boolean; description?: string; schema: Schema }[]
  requestBody?: { content: Record<string, { schema: Schema }> }
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>
}
interface OpenApiDoc {
  info: { title: string; version: string }
  components: { schemas: Record<string, Schema> }
  paths: Record<string, Record<string, Operation>>
}

const METHOD_COLORS: Record<string, string> = {
  get: 'blue',
  post: 'teal',
  put: 'grape',
  patch: 'cyan',
  delete: 'red',
}
const AUTH_COLORS = { public: 'gray', optional: 'gray', user: 'violet', admin: 'red' } as const

/** A JSON Schema as a short, readable type: `{ id: integer, name: string (1–200), tags?: string[] }`. */
export function schemaText(schema: Schema | undefined, depth = 0): string {
  if (!schema || Object.keys(schema).length === 0) return 'any'
  if (schema.$ref) return String(schema.$ref).split('/').pop()!
  if (schema.const !== undefined) return JSON.stringify(schema.const)
  if (schema.enum) return schema.enum.map((v: unknown) => JSON.stringify(v)).join(' | ')
  const union = schema.anyOf ?? schema.oneOf
  if (union) return union.map((s: Schema) => schemaText(s, depth)).join(' | ')
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type
  if (type === 'array') return `${schemaText(schema.items, depth)}[]`
  if (type === 'object' || schema.properties) {
    const props = Object.entries((schema.properties ?? {}) as Record<string, Schema>)
    if (!props.length)
      return schema.additionalProperties
        ? `Record<string, ${schemaText(schema.additionalProperties, depth)}>`
        : 'object'
    const required = new Set<string>(schema.required ?? [])
    const pad = '  '.repeat(depth + 1)
    const lines = props.map(([k, v]) => `${pad}${k}${required.has(k) ? '' : '?'}: ${schemaText(v, depth + 1)}`)
    return `{\n${lines.join('\n')}\n${'  '.repeat(depth)}}`
  }
  const limits: string[] = []
  if (schema.format) limits.push(schema.format)
  if (schema.minLength !== undefined || schema.maxLength !== undefined)
    limits.push(`${schema.minLength ?? 0}–${schema.maxLength ?? '∞'} chars`)
  if (schema.minimum !== undefined || schema.maximum !== undefined)
    limits.push(`${schema.minimum ?? '−∞'}–${schema.maximum ?? '∞'}`)
  if (schema.pattern) limits.push(`/${schema.pattern}/`)
  return `${type ?? 'any'}${limits.length ? ` (${limits.join(', ')})` : ''}`
}

function SchemaBlock({ schema }: { schema: Schema | undefined }) {
  return (
    <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {schemaText(schema)}
    </Code>
  )
}

function OperationPanel({ op }: { op: Operation }) {
  const { t } = useI18n()
  const params = op.parameters ?? []
  return (
    <Stack gap="md">
      {op.description && <Text size="sm">{op.description}</Text>}
      {params.length > 0 && (
        <Box>
          <Title order={4} fz="sm" mb={6}>
            {t('shell.api.parameters')}
          </Title>
          <Table.ScrollContainer minWidth={420}>
            <Table withTableBorder fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('shell.api.name')}</Table.Th>
                  <Table.Th>{t('shell.api.location')}</Table.Th>
                  <Table.Th>{t('shell.api.required')}</Table.Th>
                  <Table.Th>{t('shell.api.type')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {params.map((p) => (
                  <Table.Tr key={`${p.in}-${p.name}`}>
                    <Table.Td>
                      <Code>{p.name}</Code>
                    </Table.Td>
                    <Table.Td>{p.in}</Table.Td>
                    <Table.Td>{p.required ? t('shell.api.yes') : t('shell.api.no')}</Table.Td>
                    <Table.Td>{schemaText(p.schema)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Box>
      )}
      {op.requestBody && (
        <Box>
          <Title order={4} fz="sm" mb={6}>
            {t('shell.api.requestBody')}
          </Title>
          {Object.entries(op.requestBody.content).map(([type, c]) => (
            <Stack key={type} gap={4}>
              <Text size="xs" c="dimmed">
                {type}
              </Text>
              <SchemaBlock schema={c.schema} />
            </Stack>
          ))}
        </Box>
      )}
      <Box>
        <Title order={4} fz="sm" mb={6}>
          {t('shell.api.responses')}
        </Title>
        <Stack gap="xs">
          {Object.entries(op.responses).map(([status, r]) => (
            <Paper key={status} withBorder p="xs" radius="sm">
              <Group gap="xs" mb={r.content ? 6 : 0}>
                <Badge variant="light" color={status.startsWith('2') ? 'teal' : 'red'} radius="sm">
                  {status}
                </Badge>
                <Text size="sm">{r.description}</Text>
              </Group>
              {r.content &&
                Object.entries(r.content).map(([type, c]) => (
                  <Stack key={type} gap={4}>
                    <Text size="xs" c="dimmed">
                      {type}
                    </Text>
                    <SchemaBlock schema={c.schema} />
                  </Stack>
                ))}
            </Paper>
          ))}
        </Stack>
      </Box>
    </Stack>
  )
}

export default function ApiReferencePage() {
  const { t } = useI18n()
  const title = t('common.pages.apiReference')
  usePageHead({ title, description: t('shell.api.intro') })
  const [filter, setFilter] = useState('')
  const query = useQuery({
    queryKey: ['openapi'],
    queryFn: async () => {
      const res = await appFetch('/api/openapi.json')
      if (!res.ok) throw new Error(`${res.status}`)
      return (await res.json()) as OpenApiDoc
    },
    staleTime: 300_000,
  })

  const groups = useMemo(() => {
    const out = new Map<string, { method: string; path: string; op: Operation }[]>()
    const needle = filter.trim().toLowerCase()
    for (const [path, ops] of Object.entries(query.data?.paths ?? {})) {
      for (const [method, op] of Object.entries(ops)) {
        const hay = `${method} ${path} ${op.summary} ${op.tags.join(' ')}`.toLowerCase()
        if (needle && !hay.includes(needle)) continue
        const tag = op.tags[0] ?? 'other'
        if (!out.has(tag)) out.set(tag, [])
        out.get(tag)!.push({ method, path, op })
      }
    }
    return [...out.entries()].sort(([a], [b]) => a.localeCompare(b))
  }, [query.data, filter])
  const count = groups.reduce((n, [, ops]) => n + ops.length, 0)

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t('shell.api.intro')}</Text>
          <Group gap="md">
            <Anchor href="/api/openapi.json" target="_blank" rel="noopener">
              {t('shell.api.download')}
            </Anchor>
            {query.data && (
              <Text size="sm" c="dimmed">
                {query.data.info.title} {query.data.info.version}
              </Text>
            )}
          </Group>
        </Stack>
        <Paper withBorder p="md" radius="md">
          <Title order={2} fz="lg" mb={4}>
            {t('shell.api.authTitle')}
          </Title>
          <Text size="sm">{t('shell.api.authText')}</Text>
        </Paper>
        <Group justify="space-between" align="end" wrap="wrap">
          <TextInput
            label={t('shell.api.filter')}
            leftSection={<IconSearch size={16} />}
            value={filter}
            onChange={(e) => setFilter(e.currentTarget.value)}
            w={{ base: '100%', sm: 360 }}
          />
          {query.data && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('shell.api.endpoints', { count })}
            </Text>
          )}
        </Group>
        {query.isPending && <Loader aria-label={t('common.actions.loading')} />}
        {query.isError && (
          <Alert color="red" role="alert">
            {t('shell.api.loadError')}
          </Alert>
        )}
        {query.data && count === 0 && <Text c="dimmed">{t('shell.api.noMatch')}</Text>}
        {groups.map(([tag, ops]) => (
          <Box key={tag} component="section" aria-labelledby={`api-tag-${tag}`}>
            <Title order={2} fz="xl" mb="sm" id={`api-tag-${tag}`} tt="capitalize">
              {tag}
            </Title>
            <Accordion variant="separated" radius="md" multiple>
              {ops.map(({ method, path, op }) => (
                <Accordion.Item key={`${method} ${path}`} value={`${method} ${path}`} data-testid="api-operation">
                  <Accordion.Control>
                    <Group gap="sm" wrap="nowrap" align="flex-start">
                      <Badge color={METHOD_COLORS[method] ?? 'gray'} radius="sm" w={70} style={{ flexShrink: 0 }}>
                        {method.toUpperCase()}
                      </Badge>
                      <Stack gap={2} style={{ minWidth: 0 }}>
                        <Code style={{ wordBreak: 'break-all', background: 'transparent' }} fz="sm" fw={600}>
                          {path}
                        </Code>
                        <Text size="sm" c="dimmed">
                          {op.summary}
                        </Text>
                      </Stack>
                      <Badge
                        ml="auto"
                        variant="light"
                        color={AUTH_COLORS[op['x-auth']] ?? 'gray'}
                        style={{ flexShrink: 0 }}
                        visibleFrom="sm"
                      >
                        {t(`shell.api.auth.${op['x-auth']}`)}
                      </Badge>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Badge variant="light" color={AUTH_COLORS[op['x-auth']] ?? 'gray'} mb="sm" hiddenFrom="sm">
                      {t(`shell.api.auth.${op['x-auth']}`)}
                    </Badge>
                    <OperationPanel op={op} />
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </Box>
        ))}
      </Stack>
    </Container>
  )
}
