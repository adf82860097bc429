import { Alert, Button, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * 001 §2: loading shows a skeleton, missing data "Analytics data not available" (with Try Again, as the other
 * screens). A range change keeps the previous figures on screen until the new ones arrive.
 */
export function AnalyticsState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('analytics');
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('notAvailable')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            {t('tryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="lg" aria-busy="true">
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
        {[1, 2, 3, 4, 5].map((key) => (
          <Skeleton key={key} h={96} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton h={280} radius="md" />
    </Stack>
  );
}
