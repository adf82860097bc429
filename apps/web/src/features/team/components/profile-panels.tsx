import type { EmployeeProfileOnWire } from '@agency/shared/team';
import { RECENT_REVIEWS_SHOWN } from '@agency/shared/team-values';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus, IconStarFilled, IconTrash } from '@tabler/icons-react';
import { lazy, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { preloadOnIntent, WhenOpened } from '../../../components/when-opened';
import { useFormat } from '../../../i18n/format';
import { errorMessage } from '../../../lib/error-message';
import { showToast } from '../../../lib/toast';
import { useDeleteCertification } from '../api/certifications';

const loadReview = () => import('./review-modal');
const ReviewModal = lazy(() => loadReview().then((m) => ({ default: m.ReviewModal })));
const loadCertification = () => import('./certification-modal');
const CertificationModal = lazy(() => loadCertification().then((m) => ({ default: m.CertificationModal })));

type Profile = EmployeeProfileOnWire;

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card withBorder padding="sm" radius="md">
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={24} fw={700}>
        {value}
      </Text>
    </Card>
  );
}

function Reviews({ reviews }: { reviews: NonNullable<Profile['reviews']> }) {
  const { t } = useTranslation('team');
  const format = useFormat();
  if (reviews.length === 0) return <Text c="dimmed">{t('profile.noReviews')}</Text>;
  return (
    <Stack gap="sm">
      {reviews.map((review) => (
        <Card key={review.id} withBorder padding="sm" radius="md" component="article">
          <Group justify="space-between" gap="xs">
            <Group gap={2} aria-label={t('profile.ratingValue', { value: review.rating })} role="img">
              {Array.from({ length: 5 }, (_, index) => (
                <IconStarFilled
                  // biome-ignore lint/suspicious/noArrayIndexKey: five fixed stars.
                  key={index}
                  size={14}
                  color={index < review.rating ? 'var(--mantine-color-yellow-6)' : 'var(--mantine-color-gray-4)'}
                  aria-hidden="true"
                />
              ))}
            </Group>
            <Text size="xs" c="dimmed">
              {review.authorName ?? '—'} · {format.date(review.reviewedOn)}
            </Text>
          </Group>
          <Text size="sm" mt={6} style={{ whiteSpace: 'pre-wrap' }}>
            {review.comment}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

export function OverviewPanel({ profile }: { profile: Profile }) {
  const { t } = useTranslation('team');
  const format = useFormat();
  const { member, performance } = profile;
  const none = t('profile.details.none');
  const current = profile.projects.filter((project) => project.status !== 'completed');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Stat label={t('profile.quick.currentProjects')} value={String(member.currentProjects)} />
        <Stat label={t('profile.quick.projectsCompleted')} value={String(performance.projectsCompleted)} />
        <Stat label={t('profile.quick.tasksCompleted')} value={String(member.completedTasks ?? 0)} />
        <Stat
          label={t('profile.quick.productivity')}
          value={performance.productivity === null ? '—' : `${performance.productivity}%`}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('profile.details.title')}>
          <Stack gap={6}>
            <Detail label={t('profile.details.email')} value={member.email} />
            <Detail label={t('profile.details.phone')} value={member.phone ?? none} />
            <Detail label={t('profile.details.location')} value={member.location ?? none} />
            <Detail label={t('profile.details.timezone')} value={member.timezone ?? none} />
            <Detail
              label={t('profile.details.department')}
              value={member.department ? t(`departments.${member.department}`) : none}
            />
            <Detail
              label={t('profile.details.manager')}
              value={
                member.manager ? (
                  <Anchor component={Link} to={`/employee/${member.manager.id}`} size="sm">
                    {member.manager.name}
                  </Anchor>
                ) : (
                  none
                )
              }
            />
            <Detail label={t('profile.details.joinDate')} value={format.date(member.joinedAt)} />
          </Stack>
        </Section>
        <Section title={t('profile.about')}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={member.bio ? undefined : 'dimmed'}>
            {member.bio ?? t('profile.noBio')}
          </Text>
        </Section>
      </SimpleGrid>
      <Section title={t('profile.currentProjects')}>
        {current.length === 0 ? (
          <Text c="dimmed">{t('profile.noCurrentProjects')}</Text>
        ) : (
          <ProjectList projects={current} />
        )}
      </Section>
      {profile.reviews && (
        <Section title={t('profile.recentReviews')}>
          <Reviews reviews={profile.reviews.slice(0, RECENT_REVIEWS_SHOWN)} />
        </Section>
      )}
    </Stack>
  );
}

function ProjectList({ projects }: { projects: Profile['projects'] }) {
  const { t } = useTranslation('team');
  const format = useFormat();
  return (
    <Stack gap="sm">
      {projects.map((project) => (
        <Card key={project.id} withBorder padding="sm" radius="md" component="article">
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to={`/dashboard/projects/${project.id}`} fw={600}>
              {project.name}
            </Anchor>
            <Badge variant="light">{t(`profile.projectStatus.${project.status}`)}</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {project.clientName}
            {project.role && ` · ${project.role}`}
            {(project.startDate || project.endDate) &&
              ` · ${t('profile.projects.dates', {
                start: project.startDate ? format.date(project.startDate) : '…',
                end: project.endDate ? format.date(project.endDate) : '…',
              })}`}
          </Text>
          <Group gap="xs" mt={6} wrap="nowrap">
            <Progress value={project.progress} style={{ flex: 1 }} aria-label={t('profile.projects.progress')} />
            <Text size="xs" fw={600}>
              {project.progress}%
            </Text>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

export function ProjectsPanel({ profile }: { profile: Profile }) {
  const { t } = useTranslation('team');
  if (profile.projects.length === 0) return <Text c="dimmed">{t('profile.projects.empty')}</Text>;
  return <ProjectList projects={profile.projects} />;
}

function Bar({ label, value }: { label: string; value: number | null }) {
  const { t } = useTranslation('team');
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {value === null ? t('profile.performance.notMeasured') : `${value}%`}
        </Text>
      </Group>
      <Progress value={value ?? 0} size="lg" aria-label={label} />
    </Stack>
  );
}

export function PerformancePanel({ profile }: { profile: Profile }) {
  const { t } = useTranslation('team');
  const [reviewing, setReviewing] = useState(false);
  const { performance } = profile;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title={t('profile.performance.overall')}>
          <Group gap="xs" align="baseline">
            <Text fz={40} fw={700} lh={1}>
              {performance.rating === null ? '—' : performance.rating.toFixed(1)}
            </Text>
            <Text c="dimmed">/ 5</Text>
          </Group>
          <Text size="sm" c="dimmed">
            {t('profile.performance.reviews', { count: performance.reviewCount })}
          </Text>
        </Section>
        <Section title={t('profile.tabs.performance')}>
          <Stack gap="sm">
            <Bar label={t('profile.performance.clientSatisfaction')} value={performance.clientSatisfaction} />
            <Bar label={t('profile.performance.onTimeDelivery')} value={performance.onTimeDelivery} />
            <Bar label={t('profile.performance.productivity')} value={performance.productivity} />
          </Stack>
        </Section>
      </SimpleGrid>
      <Section
        title={t('profile.allReviews')}
        action={
          profile.permissions.review && (
            <Button
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden="true" />}
              onClick={() => setReviewing(true)}
              {...preloadOnIntent(loadReview)}
            >
              {t('profile.performance.writeReview')}
            </Button>
          )
        }
      >
        {profile.reviews ? (
          <Reviews reviews={profile.reviews} />
        ) : (
          <Text c="dimmed" size="sm">
            {t('profile.reviewsPrivate')}
          </Text>
        )}
      </Section>
      <WhenOpened opened={reviewing}>
        <ReviewModal opened={reviewing} onClose={() => setReviewing(false)} profile={profile} />
      </WhenOpened>
    </Stack>
  );
}

export function SkillsPanel({ profile }: { profile: Profile }) {
  const { t } = useTranslation('team');
  const format = useFormat();
  const [adding, setAdding] = useState(false);
  const remove = useDeleteCertification();
  const { member } = profile;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Section title={t('profile.skills.title')}>
        {member.skills.length === 0 ? (
          <Text c="dimmed">{t('profile.skills.empty')}</Text>
        ) : (
          <Stack gap="sm">
            {member.skills.map((skill) => (
              <Bar key={skill.name} label={skill.name} value={skill.level} />
            ))}
          </Stack>
        )}
      </Section>
      <Section
        title={t('profile.skills.certifications')}
        action={
          profile.permissions.edit && (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPlus size={14} aria-hidden="true" />}
              onClick={() => setAdding(true)}
              {...preloadOnIntent(loadCertification)}
            >
              {t('profile.skills.add')}
            </Button>
          )
        }
      >
        {profile.certifications.length === 0 ? (
          <Text c="dimmed">{t('profile.skills.noCertifications')}</Text>
        ) : (
          <Stack gap="xs">
            {profile.certifications.map((certification) => (
              <Group key={certification.id} justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {certification.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('profile.skills.issued', {
                      issuer: certification.issuer,
                      date: format.date(certification.issuedOn),
                    })}
                  </Text>
                </Stack>
                {profile.permissions.edit && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('profile.skills.remove', { name: certification.name })}
                    loading={remove.isPending && remove.variables?.certificationId === certification.id}
                    onClick={() =>
                      remove.mutate(
                        { id: member.id, certificationId: certification.id },
                        {
                          onSuccess: () => showToast({ type: 'success', message: t('profile.skills.removed') }),
                          onError: (error) => showToast({ type: 'error', message: errorMessage(error, '') }),
                        },
                      )
                    }
                  >
                    <IconTrash size={16} aria-hidden="true" />
                  </ActionIcon>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Section>
      <WhenOpened opened={adding}>
        <CertificationModal opened={adding} onClose={() => setAdding(false)} personId={member.id} />
      </WhenOpened>
    </SimpleGrid>
  );
}
