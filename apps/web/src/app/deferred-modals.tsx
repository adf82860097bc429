import type { ModalsProviderProps } from '@mantine/modals';
import { lazy, Suspense, useEffect, useState } from 'react';

// Mantine's <ModalsProvider> (and with it Modal, its focus trap and scroll lock) loads with the first modal, not with
// the first screen (issue #8's JavaScript budget). `modals.open*()` from '@mantine/modals' only dispatch window
// events ('mantine-modals:<action>'), which the provider listens to once mounted. Until then this records them; the
// renderer replays them in order as soon as its listeners are attached. Nothing reads the provider's context
// (useModals), so the provider need not wrap the tree.
const ModalsRenderer = lazy(() => import('./modals-renderer'));

const PREFIX = 'mantine-modals:';
const ACTIONS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
] as const;
const OPENERS = new Set<string>(['openModal', 'openConfirmModal', 'openContextModal']);

/** Events sent before the provider was mounted, in order. */
const pending: { type: string; detail: unknown }[] = [];
let recording = false;
let replayed = false;
let onOpener: (() => void) | null = null;

const isOpener = (type: string) => OPENERS.has(type.slice(PREFIX.length));

function record(event: Event) {
  pending.push({ type: event.type, detail: (event as CustomEvent).detail });
  if (isOpener(event.type)) onOpener?.();
}

function startRecording() {
  if (recording || replayed) return;
  recording = true;
  for (const type of ACTIONS) window.addEventListener(`${PREFIX}${type}`, record);
}

/** Called by the renderer once the provider listens: stops recording and sends what was recorded, in order. */
export function replayPendingModalEvents() {
  replayed = true;
  recording = false;
  for (const type of ACTIONS) window.removeEventListener(`${PREFIX}${type}`, record);
  for (const { type, detail } of pending.splice(0)) window.dispatchEvent(new CustomEvent(type, { detail }));
}

/** Mantine's `<ModalsProvider>`, mounted once a modal is first opened, and kept from then on. */
export function DeferredModals({ modalProps }: Pick<ModalsProviderProps, 'modalProps'>) {
  // Once the provider has been loaded in this tab (an earlier visit to the portal), it mounts straight away.
  const [needed, setNeeded] = useState(replayed);
  useEffect(() => {
    if (replayed) {
      setNeeded(true);
      return;
    }
    startRecording();
    onOpener = () => setNeeded(true);
    if (pending.some((event) => isOpener(event.type))) setNeeded(true);
    return () => {
      onOpener = null;
    };
  }, []);
  return needed ? (
    <Suspense fallback={null}>
      <ModalsRenderer modalProps={modalProps} />
    </Suspense>
  ) : null;
}
