import type { AreaChartProps, BarChartProps } from '@mantine/charts';
import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';

/**
 * The charts' code (recharts through @mantine/charts, ~115 KiB gzipped: more than a whole workspace) loads beside the
 * screen instead of in its chunk graph (issue #19's 200 KiB per screen). A route's clientLoader starts it with the
 * screen's data (preloadCharts); until it arrives, a box of the chart's height holds its place, so nothing shifts.
 */
let charts: Promise<typeof import('./charts')> | undefined;
export function preloadCharts() {
  charts ??= import('./charts');
  // A failed load (offline) is asked for again by the next render.
  charts.catch(() => {
    charts = undefined;
  });
  return charts;
}

const LoadedBarChart = lazy(() => preloadCharts().then((module) => ({ default: module.BarChart })));
const LoadedAreaChart = lazy(() => preloadCharts().then((module) => ({ default: module.AreaChart })));

export function BarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<Box h={props.h} />}>
      <LoadedBarChart {...props} />
    </Suspense>
  );
}

export function AreaChart(props: AreaChartProps) {
  return (
    <Suspense fallback={<Box h={props.h} />}>
      <LoadedAreaChart {...props} />
    </Suspense>
  );
}
