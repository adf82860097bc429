// The French catalogues' chunks, as a list of their own: loaded when French is first used (i18n/index.ts).
export default import.meta.glob<{ default: Record<string, unknown> }>('./*.json', { base: '../../locales/fr' });
