import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isLiveControlType, isLiveEventType, LIVE_EVENTS } from '@agency/shared/live-events';
import { PERMISSIONS } from '@agency/shared/permissions';
import { describe, expect, it } from 'vitest';
import { roleMayReceive } from './audience.ts';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const TYPE = String.raw`'([a-z][a-z-]*\.[a-z][a-z-]*)'`;
/** Where the api names a live event type: `type: '…'` in a publish call or an event object, a helper's argument. */
const PLACES = [
  new RegExp(String.raw`\btype: ${TYPE}`, 'g'),
  new RegExp(String.raw`\bannounce\([^;]*?${TYPE}`, 'g'),
  new RegExp(String.raw`\bselect ${TYPE}`, 'g'),
];

/** Every dotted event type the api's source names where events are published, with the files naming it. */
function publishedTypes(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    if (!/\bpublish|\blive:|\bannounce\(/.test(text)) continue;
    for (const pattern of PLACES) {
      for (const match of text.matchAll(pattern)) {
        const type = match[1]!;
        found.set(type, [...(found.get(type) ?? []), relative(SRC, file)]);
      }
    }
  }
  return found;
}

describe('the live event registry (@agency/shared/live-events)', () => {
  it('names every event type the api publishes', () => {
    const published = publishedTypes();
    // The scan finds the publishers it must (a broken pattern would pass vacuously).
    for (const known of ['invoices.updated', 'messages.created', 'files.created', 'presence.updated']) {
      expect(published.has(known), known).toBe(true);
    }
    const missing = [...published].filter(([type]) => !isLiveEventType(type) && !isLiveControlType(type));
    expect(missing, 'add these types to LIVE_EVENTS with their read permission and query keys').toEqual([]);
  });

  it('gives each type a real read permission and at least one query key', () => {
    for (const [type, spec] of Object.entries(LIVE_EVENTS)) {
      if (spec.read !== null) expect(Object.hasOwn(PERMISSIONS, spec.read), type).toBe(true);
      expect(spec.invalidates.length, type).toBeGreaterThan(0);
    }
  });

  it('follows the read rule: no billing event for an agent, no task event for a client, no control event for anyone', () => {
    for (const type of ['invoices.updated', 'payments.recorded', 'subscriptions.updated', 'payment-methods.updated']) {
      expect(roleMayReceive('AGENT', type), type).toBe(false);
      expect(roleMayReceive('CLIENT', type), type).toBe(true);
      expect(roleMayReceive('ADMIN', type), type).toBe(true);
    }
    expect(roleMayReceive('CLIENT', 'tasks.updated')).toBe(false);
    expect(roleMayReceive('AGENT', 'tasks.updated')).toBe(true);
    for (const role of ['ADMIN', 'AGENT', 'CLIENT'] as const) {
      expect(roleMayReceive(role, 'scope.changed')).toBe(false);
      expect(roleMayReceive(role, 'sessions.changed')).toBe(false);
    }
  });
});
