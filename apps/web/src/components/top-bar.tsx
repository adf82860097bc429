import { Burger, Button, Collapse, Container, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink } from 'react-router';
import { MAIN_NAV } from '../config/public-navigation';
import { useScrolledPast } from '../lib/use-scrolled-past';
import { BrandLink } from './brand-link';
import { ColorSchemeToggle } from './color-scheme-toggle';
import classes from './top-bar.module.css';

const SCROLL_THRESHOLD_PX = 50;
const MOBILE_MENU_ID = 'mobile-menu';

export function TopBar() {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX);
  const [menuOpen, menu] = useDisclosure(false);

  return (
    <header className={classes.header} data-opaque={scrolled || menuOpen || undefined}>
      <Container size="lg">
        <Group className={classes.bar} justify="space-between" wrap="nowrap">
          <BrandLink />
          <Group component="nav" aria-label="Main" gap={4} visibleFrom="md">
            <NavLinks />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <ColorSchemeToggle />
            <Button component={Link} to="/auth" visibleFrom="sm">
              Sign In
            </Button>
            <Burger
              opened={menuOpen}
              onClick={menu.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
            />
          </Group>
        </Group>
        <Collapse expanded={menuOpen} hiddenFrom="md" id={MOBILE_MENU_ID}>
          <Stack component="nav" aria-label="Main" gap={2} className={classes.mobileMenu}>
            <NavLinks onNavigate={menu.close} />
            <Button component={Link} to="/auth" onClick={menu.close} mt="xs" hiddenFrom="sm">
              Sign In
            </Button>
          </Stack>
        </Collapse>
      </Container>
    </header>
  );
}

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  return MAIN_NAV.map((item) => (
    <NavLink key={item.to} to={item.to} className={classes.link} onClick={onNavigate}>
      {item.label}
    </NavLink>
  ));
}
