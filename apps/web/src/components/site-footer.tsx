import { BRAND } from '@agency/shared/brand';
import { SITE } from '@agency/shared/site';
import { Anchor, Container, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { FOOTER_NAV } from '../config/public-navigation';
import { BrandLink } from './brand-link';
import classes from './site-footer.module.css';

/** `newsletter` is the sign-up form, handed in by the layout: components/ import no feature. */
export function SiteFooter({ newsletter }: { newsletter: ReactNode }) {
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <div className={classes.grid}>
          <Stack gap="xs" className={classes.brand}>
            <BrandLink />
            <Text size="sm" c="dimmed">
              {BRAND.tagline}.
            </Text>
            <Anchor href={`mailto:${SITE.contactEmail}`} size="sm">
              {SITE.contactEmail}
            </Anchor>
          </Stack>
          {FOOTER_NAV.map((column) => (
            <nav key={column.heading} aria-labelledby={`footer-${column.heading.toLowerCase()}`}>
              <Text component="h2" size="sm" fw={700} mb="xs" id={`footer-${column.heading.toLowerCase()}`}>
                {column.heading}
              </Text>
              <ul className={classes.links}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <a href={link.to} className={classes.link}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div className={classes.newsletter}>{newsletter}</div>
        </div>
        <div className={classes.bottom}>
          <Text size="sm" c="dimmed">
            {/* The build's year; the islands script writes the visitor's current year over it. */}©{' '}
            <span data-current-year>{new Date().getFullYear()}</span> {BRAND.name}. All rights reserved.
          </Text>
        </div>
      </Container>
    </footer>
  );
}
