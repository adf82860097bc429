import { Button, Container } from '@mantine/core';
import { NavLink } from 'react-router';
import { MAIN_NAV } from '../config/public-navigation';
import { AccountMenuTemplate } from './account-menu';
import { BrandLink } from './brand-link';
import { SchemeToggle } from './scheme-toggle';
import classes from './top-bar.module.css';

/**
 * The public site's header, rendered once at build time. Plain links and a <details> menu work without
 * JavaScript; the islands script adds the opaque-after-50-px state, the colour-scheme button and the account menu.
 */
export function TopBar() {
  return (
    <header className={classes.header} data-top-bar>
      <Container size="lg" className={classes.bar}>
        <BrandLink />
        <nav aria-label="Main" className={classes.desktopNav}>
          <NavLinks />
        </nav>
        <div className={classes.actions}>
          <SchemeToggle />
          <div className={classes.account} data-account>
            <Button component="a" href="/auth" className={classes.signIn} data-sign-in>
              Sign In
            </Button>
            <AccountMenuTemplate />
          </div>
          <details className={classes.mobileMenu} data-mobile-menu>
            <summary className={classes.burger} aria-label="Menu">
              <span className={classes.burgerLines} aria-hidden="true" />
            </summary>
            <div className={classes.mobilePanel}>
              <nav aria-label="Main menu" className={classes.mobileNav}>
                <NavLinks />
              </nav>
              <Button component="a" href="/auth" fullWidth mt="sm" data-sign-in>
                Sign In
              </Button>
            </div>
          </details>
        </div>
      </Container>
    </header>
  );
}

function NavLinks() {
  return MAIN_NAV.map((item) => (
    <NavLink key={item.to} to={item.to} className={classes.link}>
      {item.label}
    </NavLink>
  ));
}
