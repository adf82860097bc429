import './app/mantine-public.css';
import './app/app.css';
import { BRAND } from '@agency/shared/brand';
import {
  Button,
  ColorSchemeScript,
  Container,
  MantineProvider,
  mantineHtmlProps,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import type { Route } from './+types/root';
import { cssVariablesResolver, theme } from './app/theme';
import { colorSchemeManager } from './lib/color-scheme-manager';
import { usePageViews } from './lib/use-page-views';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export const meta: Route.MetaFunction = () => [{ title: BRAND.name }, { name: 'description', content: BRAND.tagline }];

/** The colour scheme is kept through lib/browser-storage (D9), under Mantine's own key. */
const COLOR_SCHEMES = colorSchemeManager();

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <ColorSchemeScript defaultColorScheme="auto" />
        <Meta />
        <Links />
      </head>
      <body>
        <MantineProvider
          theme={theme}
          defaultColorScheme="auto"
          cssVariablesResolver={cssVariablesResolver}
          colorSchemeManager={COLOR_SCHEMES}
        >
          {children}
        </MantineProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  usePageViews();
  return <Outlet />;
}

/**
 * Shown in `__spa-fallback.html` while the client-rendered routes (sign-in, portal) load. Plain CSS, because the
 * root's imports weigh on every public page.
 */
export function HydrateFallback() {
  return (
    <div className="app-loading" role="status">
      <span className="app-loading-spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading {BRAND.name}</span>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;

  return (
    <Container component="main" size="sm" py={80}>
      <Stack align="flex-start">
        <Title order={1}>{notFound ? 'Page not found' : 'Something went wrong'}</Title>
        <Text c="dimmed">
          {notFound
            ? 'The page you asked for does not exist or has moved.'
            : 'Sorry, this page could not be shown. Please reload it, or go back to the home page and try again.'}
        </Text>
        {/* A full page load, not client navigation: it starts the app afresh after whatever broke it. */}
        <Button component="a" href="/">
          Back to home
        </Button>
        {detail && (
          <Text component="pre" size="xs" style={{ whiteSpace: 'pre-wrap' }}>
            {detail}
          </Text>
        )}
      </Stack>
    </Container>
  );
}
