import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOnScreen, showingOnScreen } from './on-screen';

const visibility = (state: DocumentVisibilityState) =>
  vi.stubGlobal('document', { visibilityState: state } as unknown as Document);

afterEach(() => vi.unstubAllGlobals());

describe('isOnScreen', () => {
  it('is true only for the registered address while the tab is visible, and until it is unregistered', () => {
    visibility('visible');
    const thread = '/dashboard/messages?project=a';
    expect(isOnScreen(thread)).toBe(false);
    const leave = showingOnScreen(thread);
    expect(isOnScreen(thread)).toBe(true);
    expect(isOnScreen('/dashboard/messages?project=b')).toBe(false);
    expect(isOnScreen(null)).toBe(false);
    visibility('hidden');
    expect(isOnScreen(thread)).toBe(false);
    visibility('visible');
    leave();
    expect(isOnScreen(thread)).toBe(false);
  });

  it('keeps a newer registration when an older screen unregisters late', () => {
    visibility('visible');
    const leaveA = showingOnScreen('/a');
    const leaveB = showingOnScreen('/b');
    leaveA();
    expect(isOnScreen('/b')).toBe(true);
    leaveB();
  });
});
