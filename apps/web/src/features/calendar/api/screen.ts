// The calendar's first queries, started by the route's clientLoader with its code (issue #19). Plain values, no zod.
import type { QueryClient } from '@tanstack/react-query';
import { prefetchScreen } from '../../../lib/prefetch';
import { feedQueryOptions } from './feed';
import { agendaQueryOptions } from './get-agenda';

/** Today's Events, Upcoming and the feed address; the grid asks for its own range once it knows it. */
export const prefetchCalendarScreen = (client: QueryClient) =>
  prefetchScreen(client, [agendaQueryOptions(), feedQueryOptions()]);
