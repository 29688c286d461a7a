import { Badge, Box, Button, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import {
  IconBuildingCommunity,
  IconClipboardList,
  IconMicrophone2,
  IconSpeakerphone,
  IconTool,
} from '@tabler/icons-react'
import { Link } from 'react-router'
import { useI18n } from '../app/i18n.tsx'
import { usePageHead } from './head.ts'

export default function HomePage() {
  const { t, lp } = useI18n()
  usePageHead({ title: t('common.pages.index') })
  const kinds = [
    { to: '/artists/search', label: t('common.home.findArtists'), icon: IconMicrophone2, color: 'violet' },
    { to: '/venues/search', label: t('common.home.findVenues'), icon: IconBuildingCommunity, color: 'teal' },
    { to: '/services/search', label: t('common.home.findServices'), icon: IconTool, color: 'orange' },
  ]
  return (
    <>
      <Box className="hero">
        <Container size="lg" py={64}>
          <Stack gap="md" maw={720}>
            <Badge variant="white" color="violet" size="lg">
              {t('common.tagline')}
            </Badge>
            <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.1} c="white">
              {t('common.pages.index')}
            </Title>
            <Text fz="lg" c="gray.2">
              {t('common.home.lead')}
            </Text>
            <Group mt="sm">
              {kinds.map((k) => (
                <Button key={k.to} component={Link} to={lp(k.to)} size="md" variant="white" color={k.color}>
                  {k.label}
                </Button>
              ))}
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Title order={2} mb="md">
          {t('common.home.toolsTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Card withBorder padding="lg" radius="md" component={Link} to={lp('/riderGenerator')}>
            <ThemeIcon size={44} radius="md" variant="light">
              <IconClipboardList />
            </ThemeIcon>
            <Title order={3} mt="md" fz="lg">
              {t('common.nav.riderGenerator')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('common.home.riderText')}
            </Text>
          </Card>
          <Card withBorder padding="lg" radius="md" component={Link} to={lp('/stageWhisperer/manager')}>
            <ThemeIcon size={44} radius="md" variant="light" color="orange">
              <IconSpeakerphone />
            </ThemeIcon>
            <Title order={3} mt="md" fz="lg">
              {t('common.nav.stageWhisperer')}
            </Title>
            <Text c="dimmed" mt={4}>
              {t('common.home.whispererText')}
            </Text>
          </Card>
        </SimpleGrid>
      </Container>
    </>
  )
}
