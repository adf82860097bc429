import { Button, Card, Group, Table, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChartTable {
  /** The column headings: the period first, then one per series. */
  columns: string[];
  rows: { key: string; cells: string[] }[];
}

/**
 * A chart with the same figures as a table: shown on request, and always there for screen readers (the chart
 * itself is a picture to them).
 */
export function ChartCard({ title, chart, table }: { title: string; chart: ReactNode; table: ChartTable }) {
  const { t } = useTranslation('analytics');
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  const grid = (
    <Table.ScrollContainer minWidth={360} mah={320} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table striped aria-labelledby={id}>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column, index) => (
              <Table.Th key={column} ta={index === 0 ? undefined : 'right'}>
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, index) => (
                <Table.Td key={table.columns[index]} ta={index === 0 ? undefined : 'right'}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        <Button size="compact-sm" variant="subtle" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
          {asTable ? t('charts.showChart') : t('charts.showTable')}
        </Button>
      </Group>
      {asTable ? (
        grid
      ) : (
        <>
          <div aria-hidden="true">{chart}</div>
          <VisuallyHidden>{grid}</VisuallyHidden>
        </>
      )}
    </Card>
  );
}
