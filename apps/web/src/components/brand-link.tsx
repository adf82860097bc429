import { BRAND } from '@agency/shared/brand';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { BrandMark } from './brand-mark';

/** Logo and name linking home; `compact` shows only the mark (collapsed sidebar). */
export function BrandLink({ compact = false }: { compact?: boolean }) {
  return (
    <UnstyledButton component={Link} to="/" aria-label={compact ? `${BRAND.name} home` : undefined}>
      <Group gap="xs" wrap="nowrap">
        <BrandMark />
        {!compact && (
          <Text component="span" fw={700} size="lg">
            {BRAND.name}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}
