// A readable name for a session's device, from its user agent. Order matters: Edge and Opera also say "Chrome",
// Chrome also says "Safari", and iPhones also say "Mac OS X".

const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const MOBILE = /Mobile|iPhone|iPod|Android/;

export interface Device {
  label: string;
  mobile: boolean;
  /** The parts of the label, so a screen can word it in the user's language. */
  browser?: string;
  system?: string;
}

export function deviceFrom(userAgent: string | null | undefined): Device {
  if (!userAgent) return { label: 'Unknown device', mobile: false };
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const label = browser && system ? `${browser} on ${system}` : (browser ?? system ?? 'Unknown device');
  return { label, mobile: MOBILE.test(userAgent), browser, system };
}
