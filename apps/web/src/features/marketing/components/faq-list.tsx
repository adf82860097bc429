import { Title } from '@mantine/core';
import type { FaqGroup } from '../faq-content';
import classes from './faq-list.module.css';

/** Shared by every answer, so opening one closes the others (spec 001 §2: one answer open at a time). */
export const FAQ_ACCORDION_NAME = 'faq';

/**
 * Native <details> elements: they open and close without JavaScript, and browsers that support the `name`
 * attribute keep one open at a time by themselves; islands/faq.ts does it for the rest.
 */
export function FaqList({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <div className={classes.groups} data-faq>
      {groups.map((group) => (
        <section key={group.title} aria-labelledby={`faq-${slug(group.title)}`} className={classes.group}>
          <Title order={2} size="h3" id={`faq-${slug(group.title)}`} mb="md">
            {group.title}
          </Title>
          <div className={classes.items}>
            {group.items.map((item) => (
              <details key={item.id} id={item.id} name={FAQ_ACCORDION_NAME} className={classes.item}>
                <summary className={classes.question}>
                  <span>{item.question}</span>
                  <span className={classes.chevron} aria-hidden="true" />
                </summary>
                <p className={classes.answer}>{item.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
