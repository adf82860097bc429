// The English catalogues are the source of the keys: the types below make `t('missing.key')` a compile error.
// A workspace that adds a namespace adds its English file here (and the four translations next to it).
import type clients from '../locales/en/clients.json';
import type common from '../locales/en/common.json';
import type people from '../locales/en/people.json';
import type search from '../locales/en/search.json';
import type storage from '../locales/en/storage.json';
import type tasks from '../locales/en/tasks.json';

export interface Resources {
  common: typeof common;
  clients: typeof clients;
  people: typeof people;
  tasks: typeof tasks;
  search: typeof search;
  storage: typeof storage;
}
