// Loaded on demand by deferred-modals.tsx: Mantine's modals provider in a chunk of its own.
import { ModalsProvider, type ModalsProviderProps } from '@mantine/modals';
import { useEffect } from 'react';
import { replayPendingModalEvents } from './deferred-modals';

export default function ModalsRenderer({ modalProps }: Pick<ModalsProviderProps, 'modalProps'>) {
  return (
    <ModalsProvider modalProps={modalProps}>
      <Replay />
    </ModalsProvider>
  );
}

/** A passive effect runs after the provider's own layout effect has attached its window listeners. */
function Replay() {
  useEffect(() => replayPendingModalEvents(), []);
  return null;
}
