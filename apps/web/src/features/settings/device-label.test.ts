import { describe, expect, it } from 'vitest';
import { deviceFrom } from './device-label';

const AGENTS = {
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
};

describe('deviceFrom', () => {
  it('names browser and system, telling look-alikes apart', () => {
    expect(deviceFrom(AGENTS.chromeMac)).toEqual({
      label: 'Chrome on macOS',
      mobile: false,
      browser: 'Chrome',
      system: 'macOS',
    });
    expect(deviceFrom(AGENTS.edgeWindows).label).toBe('Edge on Windows');
    expect(deviceFrom(AGENTS.safariIphone)).toEqual({
      label: 'Safari on iOS',
      mobile: true,
      browser: 'Safari',
      system: 'iOS',
    });
    expect(deviceFrom(AGENTS.firefoxLinux).label).toBe('Firefox on Linux');
    expect(deviceFrom(AGENTS.chromeAndroid)).toEqual({
      label: 'Chrome on Android',
      mobile: true,
      browser: 'Chrome',
      system: 'Android',
    });
  });

  it('copes with what it does not know', () => {
    expect(deviceFrom(null).label).toBe('Unknown device');
    expect(deviceFrom('curl/8.5.0').label).toBe('Unknown device');
    expect(deviceFrom('Playwright Node').label).toBe('Unknown device');
  });
});
