import { BRAND } from '@agency/shared/brand';
import { SITE } from '@agency/shared/site';
import { Anchor, Container, Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FOOTER_NAV } from '../config/public-navigation';
import { BrandLink } from './brand-link';
import { CurrentYear } from './current-year';
import classes from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <BrandLink />
            <Text size="sm" c="dimmed">
              {BRAND.tagline}.
            </Text>
            <Anchor href={`mailto:${SITE.contactEmail}`} size="sm">
              {SITE.contactEmail}
            </Anchor>
          </Stack>
          {FOOTER_NAV.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <Text component="h2" size="sm" fw={700} mb="xs">
                {column.heading}
              </Text>
              <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={classes.link}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </nav>
          ))}
        </SimpleGrid>
        <Divider my="lg" />
        <Text size="sm" c="dimmed">
          © <CurrentYear /> {BRAND.name}. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
