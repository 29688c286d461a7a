import { Box, Button, Card, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core'
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
import { Featured } from './home/Featured.tsx'
import { HomeSearch } from './home/HomeSearch.tsx'

export default function HomePage() {
  const { t, lp } = useI18n()
  usePageHead({ title: t('common.pages.index') })
  const kinds = [
    {
      to: '/artists/search',
      label: t('common.home.findArtists'),
      title: t('common.nav.artists'),
      text: t('common.home.artistsText'),
      icon: IconMicrophone2,
      color: 'violet',
      heroColor: 'violet.9',
    },
    {
      to: '/venues/search',
      label: t('common.home.findVenues'),
      title: t('common.nav.venues'),
      text: t('common.home.venuesText'),
      icon: IconBuildingCommunity,
      color: 'teal',
      heroColor: 'teal.9',
    },
    {
      to: '/services/search',
      label: t('common.home.findServices'),
      title: t('common.nav.services'),
      text: t('common.home.servicesText'),
      icon: IconTool,
      color: 'orange',
      heroColor: '#b84a0b',
    },
  ]
  return (
    <>
      <Box className="hero">
        <Container size="lg" py={{ base: 40, sm: 64 }}>
          <Stack gap="md" maw={720}>
            <Text tt="uppercase" fw={700} fz="sm" c="violet.1" style={{ letterSpacing: 1 }}>
              {t('common.tagline')}
            </Text>
            <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.1} c="white">
              {t('common.pages.index')}
            </Title>
            <Text fz="lg" c="gray.2">
              {t('common.home.lead')}
            </Text>
          </Stack>
          <Box mt="lg" maw={960}>
            <HomeSearch />
          </Box>
          <Group mt="md" gap="xs">
            {kinds.map((k) => (
              <Button key={k.to} component={Link} to={lp(k.to)} size="xs" variant="white" c={k.heroColor} radius="xl">
                {k.label}
              </Button>
            ))}
          </Group>
        </Container>
      </Box>
      <Container size="lg" pt="xl">
        <Featured />
      </Container>
      <Container size="lg" pt="xl">
        <Title order={2} mb="md">
          {t('common.home.directoryTitle')}
        </Title>
        <div className="home-grid home-grid-3">
          {kinds.map((k) => (
            <Card key={k.to} withBorder padding="lg" radius="md" component={Link} to={lp(k.to)}>
              <ThemeIcon size={44} radius="md" variant="light" color={k.color}>
                <k.icon />
              </ThemeIcon>
              <Title order={3} mt="md" fz="lg">
                {k.title}
              </Title>
              <Text c="dimmed" mt={4}>
                {k.text}
              </Text>
            </Card>
          ))}
        </div>
      </Container>
      <Container size="lg" py="xl">
        <Title order={2} mb="md">
          {t('common.home.toolsTitle')}
        </Title>
        <div className="home-grid home-grid-2">
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
        </div>
      </Container>
    </>
  )
}
