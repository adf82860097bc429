import { describe, expect, it } from 'vitest';
import { modalBehaviour } from './modal';

describe('modal behaviour', () => {
  it('closes on an overlay click, Escape or its close button unless persistent', () => {
    expect(modalBehaviour()).toEqual({ closeOnClickOutside: true, closeOnEscape: true, withCloseButton: true });
    expect(modalBehaviour(true)).toEqual({ closeOnClickOutside: false, closeOnEscape: false, withCloseButton: false });
  });
});
