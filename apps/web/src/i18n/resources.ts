// The English catalogues are the source of the keys: the types below make `t('missing.key')` a compile error.
// A workspace that adds a namespace adds its English file here (and the four translations next to it).

import type auth from '../locales/en/auth.json';
import type automations from '../locales/en/automations.json';
import type calendar from '../locales/en/calendar.json';
import type clients from '../locales/en/clients.json';
import type common from '../locales/en/common.json';
import type files from '../locales/en/files.json';
import type invoices from '../locales/en/invoices.json';
import type leads from '../locales/en/leads.json';
import type live from '../locales/en/live.json';
import type logs from '../locales/en/logs.json';
import type messages from '../locales/en/messages.json';
import type messaging from '../locales/en/messaging.json';
import type notifications from '../locales/en/notifications.json';
import type outbox from '../locales/en/outbox.json';
import type overview from '../locales/en/overview.json';
import type pages from '../locales/en/pages.json';
import type payments from '../locales/en/payments.json';
import type payroll from '../locales/en/payroll.json';
import type people from '../locales/en/people.json';
import type projects from '../locales/en/projects.json';
import type proposals from '../locales/en/proposals.json';
import type search from '../locales/en/search.json';
import type settings from '../locales/en/settings.json';
import type shell from '../locales/en/shell.json';
import type storage from '../locales/en/storage.json';
import type tasks from '../locales/en/tasks.json';
import type team from '../locales/en/team.json';
import type time from '../locales/en/time.json';
import type ui from '../locales/en/ui.json';
import type users from '../locales/en/users.json';

export interface Resources {
  common: typeof common;
  clients: typeof clients;
  people: typeof people;
  tasks: typeof tasks;
  time: typeof time;
  team: typeof team;
  calendar: typeof calendar;
  search: typeof search;
  storage: typeof storage;
  shell: typeof shell;
  notifications: typeof notifications;
  overview: typeof overview;
  messages: typeof messages;
  messaging: typeof messaging;
  ui: typeof ui;
  auth: typeof auth;
  users: typeof users;
  leads: typeof leads;
  logs: typeof logs;
  outbox: typeof outbox;
  settings: typeof settings;
  pages: typeof pages;
  projects: typeof projects;
  invoices: typeof invoices;
  proposals: typeof proposals;
  files: typeof files;
  payments: typeof payments;
  payroll: typeof payroll;
  live: typeof live;
  automations: typeof automations;
}
