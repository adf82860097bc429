import type { ModalProps } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

// Modals (000 §2 "Shared overlays", §4 "Overlays", §9): a stack of at most 3, sizes sm to xl. A modal closes on an
// overlay click, Escape or its close button unless it is persistent. The portal providers mount <ModalsProvider>.

export const MODALS_SHOWN = 3;
export type ModalSize = 'sm' | 'md' | 'lg' | 'xl';

export interface StackedModal {
  title: ReactNode;
  children: ReactNode;
  size?: ModalSize;
  /** A persistent modal closes only through its own actions. */
  persistent?: boolean;
  onClose?: () => void;
}

const open: string[] = [];

/** Settings that make a modal persistent, or not; for modals a screen renders itself (<Modal {...modalBehaviour}>). */
export function modalBehaviour(persistent = false): Partial<ModalProps> {
  return persistent
    ? { closeOnClickOutside: false, closeOnEscape: false, withCloseButton: false }
    : { closeOnClickOutside: true, closeOnEscape: true, withCloseButton: true };
}

/** Opens a modal on top of the stack; a fourth closes the oldest. Returns its id (for modals.close). */
export function openStackedModal({ title, children, size = 'md', persistent = false, onClose }: StackedModal): string {
  if (open.length >= MODALS_SHOWN) modals.close(open[0]!);
  const id = modals.open({
    title,
    children,
    size,
    centered: true,
    ...modalBehaviour(persistent),
    onClose: () => {
      open.splice(open.indexOf(id), 1);
      onClose?.();
    },
  });
  open.push(id);
  return id;
}
