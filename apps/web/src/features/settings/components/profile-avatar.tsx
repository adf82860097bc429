import type { ProfileOnWire } from '@agency/shared/profile';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, PROFILE_MESSAGES } from '@agency/shared/profile-values';
import { Alert, Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, translateMessage } from '../../../lib/error-message';
import { useRemoveAvatar, useUploadAvatar } from '../api/profile';

/** The picture (or initials, drawn here: D26), with Upload and Remove; 001 §9's rule is checked before sending too. */
export function ProfileAvatar({ profile }: { profile: ProfileOnWire }) {
  const { t } = useTranslation(['settings', 'messages']);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const [refused, setRefused] = useState(false);
  const error = refused
    ? translateMessage(PROFILE_MESSAGES.avatarRule)
    : upload.isError
      ? errorMessage(upload.error, t('avatar.failed'))
      : remove.isError
        ? errorMessage(remove.error, t('avatar.failed'))
        : null;

  const choose = (file: File | null) => {
    if (!file) return;
    const fits = file.size <= AVATAR_MAX_BYTES && (AVATAR_TYPES as readonly string[]).includes(file.type);
    setRefused(!fits);
    if (fits) upload.mutate(file);
  };

  return (
    <Group gap="lg" align="center" wrap="nowrap">
      <Avatar
        src={profile.image}
        name={profile.name}
        color="initials"
        size={88}
        radius="xl"
        alt={t('avatar.alt', { name: profile.name })}
      />
      <Stack gap={6}>
        <Group gap="xs">
          <FileButton onChange={choose} accept={AVATAR_TYPES.join(',')}>
            {(props) => (
              <Button size="xs" variant="light" loading={upload.isPending} {...props}>
                {t('avatar.upload')}
              </Button>
            )}
          </FileButton>
          {profile.image && (
            <Button size="xs" variant="subtle" color="red" loading={remove.isPending} onClick={() => remove.mutate()}>
              {t('avatar.remove')}
            </Button>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {translateMessage(PROFILE_MESSAGES.avatarRule)}
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {error}
          </Alert>
        )}
      </Stack>
    </Group>
  );
}
