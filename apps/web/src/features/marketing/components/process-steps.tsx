import { SimpleGrid, Text, Title } from '@mantine/core';
import type { ProcessStep } from '../services-content';
import classes from './process-steps.module.css';

/** The four-step process as an ordered list: the order is the point. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <SimpleGrid component="ol" cols={{ base: 1, sm: 2, md: 4 }} spacing="lg" className={classes.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={classes.step}>
          <span className={classes.number} aria-hidden="true">
            {index + 1}
          </span>
          <Title order={3} size="h4" mt="md">
            {step.title}
          </Title>
          <Text size="xs" fw={700} c="dimmed" mt={4} tt="uppercase">
            {step.duration}
          </Text>
          <Text size="sm" c="dimmed" mt="xs">
            {step.description}
          </Text>
        </li>
      ))}
    </SimpleGrid>
  );
}
