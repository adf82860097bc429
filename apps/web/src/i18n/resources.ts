// The English catalogues are the source of the keys: the types below make `t('missing.key')` a compile error.
// A workspace that adds a namespace adds its English file here (and the four translations next to it).
import type common from '../locales/en/common.json';
import type notifications from '../locales/en/notifications.json';
import type overview from '../locales/en/overview.json';

export interface Resources {
  common: typeof common;
  notifications: typeof notifications;
  overview: typeof overview;
}
