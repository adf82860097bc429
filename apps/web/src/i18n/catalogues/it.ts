// The Italian catalogues' chunks, as a list of their own: loaded when Italian is first used (i18n/index.ts).
export default import.meta.glob<{ default: Record<string, unknown> }>('./*.json', { base: '../../locales/it' });
