import { Container } from '@mantine/core';
import type { Stat } from '../home-content';
import classes from './stat-strip.module.css';

/** The home page's figures, as a description list: each value with what it counts. */
export function StatStrip({ stats }: { stats: readonly Stat[] }) {
  return (
    <Container size="lg" className={classes.wrapper}>
      <dl className={classes.strip}>
        {stats.map((stat) => (
          <div key={stat.label} className={classes.stat}>
            <dt className={classes.label}>{stat.label}</dt>
            <dd className={classes.value}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </Container>
  );
}
