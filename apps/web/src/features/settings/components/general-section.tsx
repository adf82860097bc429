import { LANGUAGES, type Language } from '@agency/shared/enums';
import type { Preferences, UpdatePreferencesBody } from '@agency/shared/preferences';
import { DATE_FORMATS, type DateFormat, START_PAGES, type StartPage } from '@agency/shared/preferences-values';
import { Alert, Button, Card, Group, Loader, Select, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatters } from '../../../i18n/format';
import { browserLanguage } from '../../../i18n/languages';
import { errorMessage } from '../../../lib/error-message';
import { preferencesQueryKey, preferencesQueryOptions, updatePreferences } from '../../../lib/preferences';
import { useSession } from '../../../lib/session';
import { timeZoneOptions } from '../../../lib/time-zones';
import { browserTimeZone } from '../../../lib/today';

interface General {
  language: Language;
  timeZone: string | null;
  dateFormat: DateFormat;
  startPage: StartPage;
}

const generalOf = (preferences: Preferences): General => ({
  language: preferences.language ?? browserLanguage(),
  timeZone: preferences.timeZone,
  dateFormat: preferences.dateFormat,
  startPage: preferences.startPage,
});

/** What Reset puts back: the browser's language and zone, the language's date order, the role's home. */
const DEFAULTS = (): General => ({
  language: browserLanguage(),
  timeZone: null,
  dateFormat: 'locale',
  startPage: 'home',
});

/**
 * Settings › General (D23): language, time zone, date format and start page, stored on the server by Save Changes.
 * Reset puts the defaults in the form; nothing changes until Save. The zone moves every date the portal shows.
 */
export function GeneralSection() {
  const { t, i18n } = useTranslation(['settings', 'messages']);
  const userId = useSession().data?.user.id ?? '';
  const queryClient = useQueryClient();
  const stored = useQuery({ ...preferencesQueryOptions(userId), enabled: Boolean(userId) });
  const [form, setForm] = useState<General | null>(null);
  useEffect(() => {
    if (stored.data && !form) setForm(generalOf(stored.data));
  }, [stored.data, form]);
  const save = useMutation({
    mutationFn: (body: UpdatePreferencesBody) => updatePreferences(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(preferencesQueryKey(userId), saved);
      void queryClient.invalidateQueries({ queryKey: ['me', 'profile'] });
      setForm(generalOf(saved));
      notifications.show({ color: 'green', message: t('general.saved') });
    },
  });
  const zones = useMemo(() => timeZoneOptions(form?.timeZone), [form?.timeZone]);

  if (stored.isError) {
    return (
      <Alert color="red" variant="light">
        {errorMessage(stored.error, t('general.loadFailed'))}
      </Alert>
    );
  }
  if (!form) return <Loader size="sm" role="status" aria-label={t('general.loading')} />;

  const set = <K extends keyof General>(key: K, value: General[K]) => setForm({ ...form, [key]: value });
  const sample = formatters(i18n.language, { timeZone: form.timeZone ?? undefined, dateFormat: form.dateFormat });
  const now = new Date();

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="general-title">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(form);
        }}
        noValidate
      >
        <Stack gap="md">
          <Title order={2} size="h4" id="general-title">
            {t('sections.general')}
          </Title>
          {save.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(save.error, t('general.saveFailed'))}
            </Alert>
          )}
          <Select
            label={t('appearance.language')}
            data={LANGUAGES.map((value) => ({ value, label: t(`appearance.languages.${value}`) }))}
            value={form.language}
            onChange={(value) => value && set('language', value as Language)}
            allowDeselect={false}
            maw={360}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('general.timeZone')}
            description={t('general.timeZoneHint', { zone: browserTimeZone() ?? 'UTC' })}
            placeholder={t('general.browserZone', { zone: browserTimeZone() ?? 'UTC' })}
            data={zones}
            value={form.timeZone}
            onChange={(value) => set('timeZone', value)}
            searchable
            clearable
            maw={360}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('general.dateFormat')}
            description={t('general.example', { date: sample.dateTime(now) })}
            data={DATE_FORMATS.map((value) => ({ value, label: t(`general.dateFormats.${value}`) }))}
            value={form.dateFormat}
            onChange={(value) => value && set('dateFormat', value as DateFormat)}
            allowDeselect={false}
            maw={360}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('general.startPage')}
            description={t('general.startPageHint')}
            data={START_PAGES.map((value) => ({ value, label: t(`general.startPages.${value}`) }))}
            value={form.startPage}
            onChange={(value) => value && set('startPage', value as StartPage)}
            allowDeselect={false}
            maw={360}
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setForm(DEFAULTS())} disabled={save.isPending}>
              {t('general.reset')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('general.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
