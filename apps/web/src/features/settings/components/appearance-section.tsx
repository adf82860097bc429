import { LANGUAGES, type Language, THEMES, type Theme } from '@agency/shared/enums';
import { Alert, Card, Group, SegmentedControl, Select, Stack, Text, Title, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../i18n/languages';
import { errorMessage } from '../../../lib/error-message';
import { useSavePreferences } from '../../../lib/preferences';

/**
 * Theme and language (001 §2 Preferences: Light, Dark, Auto; English, Spanish, French, German, Italian), applied at
 * once and stored on the server (D23), so they follow the user to every browser they sign in on.
 */
export function AppearanceSection() {
  const { t, i18n } = useTranslation(['settings', 'messages']);
  const { colorScheme } = useMantineColorScheme();
  const preferences = useSavePreferences();
  const language = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en';

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="appearance-title">
      <Stack gap="lg">
        <Title order={2} size="h4" id="appearance-title">
          {t('sections.appearance')}
        </Title>
        {preferences.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(preferences.error, t('appearance.saveFailed'))}
          </Alert>
        )}
        <Stack gap={6}>
          <Text component="label" id="theme-label" size="sm" fw={500}>
            {t('appearance.theme')}
          </Text>
          <SegmentedControl
            data={THEMES.map((value) => ({ value, label: t(`appearance.themes.${value}`) }))}
            value={colorScheme}
            onChange={(value) => preferences.save({ theme: value as Theme })}
            w="fit-content"
            maw="100%"
            aria-labelledby="theme-label"
          />
          <Text size="xs" c="dimmed">
            {t('appearance.themeHint')}
          </Text>
        </Stack>
        <Select
          label={t('appearance.language')}
          description={t('appearance.languageHint')}
          data={LANGUAGES.map((value) => ({ value, label: t(`appearance.languages.${value}`) }))}
          value={language}
          onChange={(value) => value && preferences.save({ language: value as Language })}
          allowDeselect={false}
          maw={320}
          comboboxProps={{ withinPortal: true }}
          renderOption={({ option }) => (
            <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
              <span>{option.label}</span>
              {/* Each language also in its own words, so someone lost in a foreign one finds theirs. */}
              <Text span size="xs" c="dimmed" lang={option.value}>
                {LANGUAGE_NAMES[option.value as Language]}
              </Text>
            </Group>
          )}
        />
      </Stack>
    </Card>
  );
}
