// Mantine's charts (recharts, ~115 KiB gzipped) with their styles: loaded by lazy-chart.tsx, never imported directly.
import '@mantine/charts/styles.layer.css';

export { AreaChart, BarChart } from '@mantine/charts';
