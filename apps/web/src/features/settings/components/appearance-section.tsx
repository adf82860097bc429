import {
  Card,
  type MantineColorScheme,
  SegmentedControl,
  Stack,
  Text,
  Title,
  useMantineColorScheme,
} from '@mantine/core';

const SCHEMES: { label: string; value: MantineColorScheme }[] = [
  { label: 'Light', value: 'light' },
  { label: 'Dark', value: 'dark' },
  { label: 'System', value: 'auto' },
];

/** The colour scheme, kept in this browser like the top bar's toggle (a preference, so allowed there by D9). */
export function AppearanceSection() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="appearance-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="appearance-title">
          Theme
        </Title>
        <Text size="sm" c="dimmed">
          System follows your device&apos;s light or dark setting.
        </Text>
        <SegmentedControl
          data={SCHEMES}
          value={colorScheme}
          onChange={(value) => setColorScheme(value as MantineColorScheme)}
          w="fit-content"
          aria-label="Theme"
        />
      </Stack>
    </Card>
  );
}
