// The English catalogues are the source of the keys: the types below make `t('missing.key')` a compile error.
// A workspace that adds a namespace adds its English file here (and the four translations next to it).
import type common from '../locales/en/common.json';
import type people from '../locales/en/people.json';
import type projects from '../locales/en/projects.json';

export interface Resources {
  common: typeof common;
  people: typeof people;
  projects: typeof projects;
}
