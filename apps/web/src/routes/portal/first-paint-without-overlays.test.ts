// Issue #19: a screen's chunk graph (the shell plus its workspace) at most 200 KiB gzipped. Two things weighed more
// than a workspace on the screens that showed them at first paint: @mantine/charts (recharts, ~115 KiB), now loaded
// beside the screen (components/lazy-chart.tsx), and Mantine's Select (its Combobox, Popover, ScrollArea and
// floating-ui, ~35 KiB), now loaded on the first sign of use (components/deferred-select.tsx). This fails on a chain
// of static imports from such a route to either.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticImportChain, web } from '../../build/static-import-chain';

const route = (name: string) => join(web, `src/routes/portal/${name}.tsx`);

const toCharts = (entry: string) =>
  staticImportChain(entry, ({ specifier }) => specifier.startsWith('@mantine/charts'));
const toSelect = (entry: string) =>
  staticImportChain(entry, ({ specifier, names }) => specifier === '@mantine/core' && names.includes('Select'));

/** The screens that draw a chart. */
const CHART_ROUTES = ['analytics', 'financials'];

/** The screens whose filters are Selects, and nothing else of theirs needs one at first paint. */
const FILTER_ROUTES = ['analytics', 'site-analytics', 'clients', 'logs', 'notifications', 'outbox', 'team'];

describe('first paint without charts and Selects (issue #19)', () => {
  it('finds the chart and the Select where they are imported, so the checks below can fail', () => {
    expect(toCharts(join(web, 'src/components/charts.ts'))).toEqual([
      'src/components/charts.ts',
      '@mantine/charts/styles.layer.css',
    ]);
    expect(toSelect(join(web, 'src/components/select.ts'))).toEqual(['src/components/select.ts', '@mantine/core']);
    expect(toSelect(join(web, 'src/features/invoices/components/invoice-form-modal.tsx'))).not.toBeNull();
  });

  it.each(CHART_ROUTES)('routes/portal/%s reaches @mantine/charts through no static import', (name) => {
    expect(toCharts(route(name)), 'a chain of static imports to @mantine/charts').toBeNull();
  });

  it.each(FILTER_ROUTES)("routes/portal/%s reaches Mantine's Select through no static import", (name) => {
    expect(toSelect(route(name)), "a chain of static imports to Mantine's Select").toBeNull();
  });
});
