/**
 * The integrations catalogue (001 §7, D22). Names, descriptions and features are the product's words (the screen
 * translates the categories); the organisation's state lives in the `integrations` table. 'webhook' and 'slack' are
 * real channels (their forms create endpoints); the others keep a connected/disconnected state only.
 */
export const INTEGRATION_CATALOGUE = [
  {
    key: 'webhooks',
    name: 'Webhooks',
    description: 'Send signed JSON events to your own endpoints, retried until they arrive.',
    category: 'development',
    kind: 'webhook',
    isPopular: true,
    features: ['Signed deliveries', 'Automatic retries', 'Delivery log', 'Replay'],
  },
  {
    key: 'slack',
    name: 'Slack',
    description: 'Post project, billing and message events to a Slack channel.',
    category: 'communication',
    kind: 'slack',
    isPopular: true,
    features: ['Channel messages', 'Choose events', 'Incoming webhooks'],
  },
  {
    key: 'github',
    name: 'GitHub',
    description: 'Link repositories to projects.',
    category: 'development',
    kind: 'catalogue',
    isPopular: true,
    features: ['Repository links', 'Commit activity', 'Pull requests', 'Issues'],
  },
  {
    key: 'figma',
    name: 'Figma',
    description: 'Attach design files to projects.',
    category: 'design',
    kind: 'catalogue',
    isPopular: false,
    features: ['File previews', 'Comments', 'Version history'],
  },
  {
    key: 'google-drive',
    name: 'Google Drive',
    description: 'Share documents from Drive with your projects.',
    category: 'productivity',
    kind: 'catalogue',
    isPopular: false,
    features: ['File picker', 'Shared folders', 'Previews'],
  },
  {
    key: 'trello',
    name: 'Trello',
    description: 'Mirror boards and cards into project tasks.',
    category: 'productivity',
    kind: 'catalogue',
    isPopular: false,
    features: ['Board sync', 'Card links', 'Due dates'],
  },
] as const;

export type CatalogueEntry = (typeof INTEGRATION_CATALOGUE)[number];

export function catalogueEntry(key: string): CatalogueEntry | undefined {
  return INTEGRATION_CATALOGUE.find((entry) => entry.key === key);
}
