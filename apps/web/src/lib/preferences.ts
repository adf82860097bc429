// The user's theme and language, stored on the server (D23) so they follow the user to every browser.
import type { Language, Theme } from '@agency/shared/enums';
import type { Preferences, preferencesSchema, UpdatePreferencesBody } from '@agency/shared/preferences';
import { type MantineColorScheme, useMantineColorScheme } from '@mantine/core';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { applyLanguage } from '../i18n';
import { browserLanguage } from '../i18n/languages';
import { apiFetch, wireOf } from './api';
import { useSession } from './session';
import { setUserTimeZone } from './today';

/** Keyed by user, so a second account signing in on the same tab never sees the first one's choices. */
export const preferencesQueryKey = (userId: string) => ['me', 'preferences', userId] as const;

export const fetchPreferences = (signal?: AbortSignal) =>
  apiFetch('/me/preferences', { signal }, wireOf<typeof preferencesSchema>());

export const preferencesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: preferencesQueryKey(userId),
    queryFn: ({ signal }) => fetchPreferences(signal),
    staleTime: 5 * 60_000,
  });

/**
 * Caches preferences fetched before the user was known (beside the session, on a fresh load) under that user; a
 * failed fetch leaves the cache alone, and loadPreferences asks again.
 */
export async function seedPreferences(
  queryClient: QueryClient,
  userId: string,
  pending: Promise<Preferences | undefined>,
): Promise<void> {
  const preferences = await pending;
  const key = preferencesQueryKey(userId);
  if (preferences && queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, preferences);
}

export function updatePreferences(body: UpdatePreferencesBody) {
  return apiFetch('/me/preferences', { method: 'PATCH', body }, wireOf<typeof preferencesSchema>());
}

/** The language to show: the stored choice, or the browser's until the user has chosen (nothing is stored for that). */
export const languageOf = (preferences: Preferences | undefined): Language =>
  preferences?.language ?? browserLanguage();

/**
 * Before a portal page renders (the layout's guard): the stored language is loaded and applied, so the first paint
 * is already in it. A failed read keeps the browser's language rather than blocking the portal.
 */
export async function loadPreferences(queryClient: QueryClient, userId: string): Promise<Preferences | undefined> {
  const preferences = await queryClient.ensureQueryData(preferencesQueryOptions(userId)).catch(() => undefined);
  await applyLanguage(languageOf(preferences));
  setUserTimeZone(preferences?.timeZone);
  return preferences;
}

/**
 * Keeps the page in the signed-in user's stored theme and language (in any browser, after every sign-in), and the
 * sign-in pages in the browser's language when nobody is signed in. Mantine's scheme manager writes the same
 * localStorage key the public pages read, so they follow too.
 */
export function usePreferencesSync(): void {
  const userId = useSession().data?.user.id;
  const preferences = useQuery({ ...preferencesQueryOptions(userId ?? ''), enabled: Boolean(userId) });
  const { setColorScheme } = useMantineColorScheme();
  // Mantine's setter changes with the scheme; a ref keeps the effect to changes of the stored theme only.
  const applyScheme = useRef(setColorScheme);
  applyScheme.current = setColorScheme;
  const theme = userId ? preferences.data?.theme : undefined;
  const language = userId ? (preferences.isSuccess ? languageOf(preferences.data) : undefined) : browserLanguage();

  useEffect(() => {
    if (theme) applyScheme.current(theme);
  }, [theme]);
  useEffect(() => {
    if (language) void applyLanguage(language);
  }, [language]);
  const timeZone = userId ? preferences.data?.timeZone : null;
  useEffect(() => setUserTimeZone(timeZone), [timeZone]);
}

/**
 * Saves a theme or language choice: applied at once, then stored for the signed-in user (a visitor on the sign-in
 * pages keeps it in this browser only). Both values are sent, so the first choice stores the whole appearance the
 * user is looking at.
 */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  const userId = useSession().data?.user.id;
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const mutation = useMutation({
    mutationFn: updatePreferences,
    onSuccess: (saved) => {
      if (userId) queryClient.setQueryData(preferencesQueryKey(userId), saved);
    },
  });
  const { mutate } = mutation;

  const save = useCallback(
    (change: { theme?: Theme; language?: Language }) => {
      if (change.theme) setColorScheme(change.theme as MantineColorScheme);
      if (change.language) void applyLanguage(change.language);
      if (!userId) return;
      const key = preferencesQueryKey(userId);
      const previous = queryClient.getQueryData<Preferences>(key);
      const next = {
        theme: change.theme ?? previous?.theme ?? (colorScheme as Theme),
        language: change.language ?? languageOf(previous),
      };
      // The cache holds the choice at once, so the page keeps it while the server stores it; a refusal puts the
      // stored preferences back (and the page with them) and the caller shows the error.
      queryClient.setQueryData<Preferences>(key, {
        timeZone: null,
        dateFormat: 'locale',
        startPage: 'home',
        ...previous,
        ...next,
      });
      mutate(next, {
        onError: () =>
          previous ? queryClient.setQueryData(key, previous) : void queryClient.invalidateQueries({ queryKey: key }),
      });
    },
    [userId, queryClient, colorScheme, setColorScheme, mutate],
  );

  return { save, isPending: mutation.isPending, error: mutation.error, isError: mutation.isError };
}
