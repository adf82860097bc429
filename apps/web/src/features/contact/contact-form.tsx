import { CONTACT_BUDGETS, CONTACT_SERVICES, CONTACT_TIMELINES } from '@agency/shared/site';
import { Alert, Button, NativeSelect, SimpleGrid, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { HoneypotField } from '../../components/honeypot-field';
import { CONTACT_FORM_COPY } from './contact-content';
import classes from './contact-form.module.css';

/**
 * Each field's props: a stable id and an always-present, empty error line the islands script fills and links
 * with aria-describedby (islands/contact-form.ts), so showing a message never has to build markup.
 */
function field(name: string) {
  const errorId = `contact-${name}-error`;
  return {
    id: `contact-${name}`,
    name,
    inputContainer: (children: ReactNode) => (
      <>
        {children}
        <p id={errorId} className={classes.fieldError} data-error-for={name} hidden />
      </>
    ),
  };
}

const options = (placeholder: string, values: readonly string[]) => [
  { value: '', label: placeholder },
  ...values.map((value) => ({ value, label: value })),
];

/** The project inquiry form (000 §2, §4). Static markup; islands/contact-form.ts validates and sends it. */
export function ContactForm() {
  return (
    <div className={classes.wrapper}>
      <Title order={2} id="inquiry-title" className={classes.title}>
        {CONTACT_FORM_COPY.title}
      </Title>
      <Text c="dimmed" size="sm" mt={4}>
        {CONTACT_FORM_COPY.lead}
      </Text>

      <div className={classes.success} role="status" tabIndex={-1} hidden data-contact-success>
        <IconCircleCheck size={40} stroke={1.6} className={classes.successIcon} aria-hidden="true" />
        <Title order={3} size="h4">
          {CONTACT_FORM_COPY.successTitle}
        </Title>
        <Text c="dimmed">{CONTACT_FORM_COPY.successText}</Text>
        <Text size="sm" c="dimmed" hidden data-contact-sent-note>
          {CONTACT_FORM_COPY.sentText}
        </Text>
        <Text size="sm" c="dimmed" hidden data-contact-fallback-note>
          {CONTACT_FORM_COPY.fallbackText}
        </Text>
        <Button
          type="button"
          variant="default"
          size="xs"
          leftSection={<IconMail size={16} />}
          className={classes.successBackup}
          hidden
          data-contact-success-backup
        >
          {CONTACT_FORM_COPY.successBackup}
        </Button>
      </div>

      <Alert
        color="red"
        variant="light"
        title={CONTACT_FORM_COPY.errorTitle}
        icon={<IconAlertCircle size={20} />}
        className={classes.error}
        hidden
        data-contact-error
      >
        <Text size="sm" data-contact-error-message />
        <Button
          type="button"
          variant="default"
          size="xs"
          mt="sm"
          leftSection={<IconMail size={16} />}
          data-contact-backup
        >
          {CONTACT_FORM_COPY.backup}
        </Button>
      </Alert>

      <form className={classes.form} aria-labelledby="inquiry-title" noValidate data-contact-form>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput {...field('name')} label="Full Name" autoComplete="name" required maxLength={200} />
          <TextInput
            {...field('email')}
            label="Email Address"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
          />
          <TextInput {...field('company')} label="Company" autoComplete="organization" maxLength={200} />
          <NativeSelect
            {...field('service')}
            label="Service Needed"
            required
            data={options('Select a service', CONTACT_SERVICES)}
          />
          <NativeSelect {...field('budget')} label="Budget" data={options('Select a budget range', CONTACT_BUDGETS)} />
          <NativeSelect
            {...field('timeline')}
            label="Timeline"
            data={options('Select a timeline', CONTACT_TIMELINES)}
          />
        </SimpleGrid>
        <Textarea
          {...field('message')}
          label="Project Description"
          placeholder="What would you like to build, and what should it achieve?"
          rows={6}
          required
          maxLength={5000}
          mt="md"
        />
        <HoneypotField idPrefix="contact" />
        <p className={classes.summary} role="alert" hidden data-contact-summary />
        <Button type="submit" size="md" mt="lg" className={classes.submit} data-contact-submit>
          {CONTACT_FORM_COPY.submit}
        </Button>
        <noscript>
          <Text size="sm" c="dimmed" mt="sm">
            {CONTACT_FORM_COPY.noScript}
          </Text>
        </noscript>
      </form>
    </div>
  );
}
