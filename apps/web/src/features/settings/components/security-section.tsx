import { Stack } from '@mantine/core';
import { ChangePasswordCard } from './change-password-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';

export function SecuritySection() {
  return (
    <Stack gap="lg">
      <SessionsCard />
      <ChangePasswordCard />
      <TwoFactorCard />
    </Stack>
  );
}
