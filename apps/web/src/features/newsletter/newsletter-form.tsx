import { Button, Text, TextInput, Title } from '@mantine/core';
import { HoneypotField } from '../../components/honeypot-field';
import classes from './newsletter-form.module.css';

/**
 * The footer's newsletter box (D15: double opt-in). The islands script (islands/newsletter.ts) validates and
 * posts it to /api/newsletter/subscribe and shows the answer in the status line.
 */
export function NewsletterForm() {
  return (
    <form className={classes.form} aria-labelledby="newsletter-title" data-newsletter-form noValidate>
      <Title order={2} id="newsletter-title" className={classes.title}>
        Stay in the loop
      </Title>
      <Text size="sm" c="dimmed">
        A short monthly note on web, mobile and product work. No spam, unsubscribe at any time.
      </Text>
      <div className={classes.row}>
        <TextInput
          id="newsletter-email"
          name="email"
          type="email"
          label="Email address"
          placeholder="you@company.com"
          autoComplete="email"
          required
          withAsterisk={false}
          className={classes.input}
          aria-describedby="newsletter-status"
        />
        <Button type="submit" className={classes.submit}>
          Subscribe
        </Button>
      </div>
      <HoneypotField idPrefix="newsletter" />
      <p id="newsletter-status" className={classes.status} role="status" data-newsletter-status />
      <noscript>
        <Text size="xs" c="dimmed">
          Signing up needs JavaScript.
        </Text>
      </noscript>
    </form>
  );
}
