import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import classes from './cta-band.module.css';

interface CtaLink {
  label: string;
  to: string;
}

interface CtaBandProps {
  id: string;
  title: string;
  text: string;
  primary: CtaLink;
  secondary?: CtaLink;
}

/** The closing call to action of a page, on the brand colour. Plain links: public pages are static HTML. */
export function CtaBand({ id, title, text, primary, secondary }: CtaBandProps) {
  return (
    <section aria-labelledby={`${id}-title`} className={classes.band}>
      <Container size="lg">
        <Stack align="center" gap="md" className={classes.inner}>
          <Title order={2} id={`${id}-title`} className={classes.title}>
            {title}
          </Title>
          <Text className={classes.text}>{text}</Text>
          <Group justify="center" gap="sm" mt="sm">
            <Button component="a" href={primary.to} size="md" variant="white" color="indigo">
              {primary.label}
            </Button>
            {secondary && (
              <Button
                component="a"
                href={secondary.to}
                size="md"
                variant="outline"
                // Mantine sets the outline colours inline; white on the brand band needs them overridden here.
                style={{
                  '--button-color': 'var(--mantine-color-white)',
                  '--button-bd': '1px solid rgba(255, 255, 255, 0.85)',
                }}
                className={classes.secondary}
              >
                {secondary.label}
              </Button>
            )}
          </Group>
        </Stack>
      </Container>
    </section>
  );
}
