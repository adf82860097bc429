import type { NotificationType } from '@agency/shared/enums';
import type { DateFormat, StartPage } from '@agency/shared/preferences-values';
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { updatedAt } from './columns.ts';
import { languageEnum, themeEnum } from './enums.ts';

/**
 * Per notification type: mailed 'immediately', in the 'daily' digest, or 'never' (D19). A missing key means the
 * default of @agency/shared/notifications (DEFAULT_EMAIL_PREFERENCES); true and false, stored before the three
 * choices existed, read as immediately and never.
 */
export type NotificationEmailPreferences = Partial<
  Record<NotificationType, 'immediately' | 'daily' | 'never' | boolean>
>;

/**
 * One row per user: the single Settings page (D23) merges the spec's three variants, so the
 * defaults are the settings page's (001 §9), plus the Preferences variant's extra toggles.
 */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // general / appearance
  // null until the user chooses (a row made for another setting must not pick a theme or language for them).
  theme: themeEnum('theme'),
  language: languageEnum('language'),
  /** How calendar dates are written (@agency/shared/preferences DATE_FORMATS). */
  dateFormat: text('date_format').$type<DateFormat>().notNull().default('locale'),
  /** Where the portal opens after signing in (START_PAGES). */
  startPage: text('start_page').$type<StartPage>().notNull().default('home'),
  workspace: text('workspace').notNull().default('main'),
  compactView: boolean('compact_view').notNull().default(false),
  autoSave: boolean('auto_save').notNull().default(true),
  realTimeSync: boolean('real_time_sync').notNull().default(true),
  // notifications
  emailNotifications: boolean('email_notifications').notNull().default(true),
  pushNotifications: boolean('push_notifications').notNull().default(false),
  smsNotifications: boolean('sms_notifications').notNull().default(false),
  desktopNotifications: boolean('desktop_notifications').notNull().default(false),
  marketingEmails: boolean('marketing_emails').notNull().default(false),
  weeklyReports: boolean('weekly_reports').notNull().default(true),
  monthlyReports: boolean('monthly_reports').notNull().default(true),
  notificationEmailPreferences: jsonb('notification_email_preferences')
    .$type<NotificationEmailPreferences>()
    .notNull()
    .default({}),
  // privacy
  profileVisible: boolean('profile_visible').notNull().default(true),
  showEmail: boolean('show_email').notNull().default(true),
  showPhone: boolean('show_phone').notNull().default(false),
  allowMessaging: boolean('allow_messaging').notNull().default(true),
  activityTracking: boolean('activity_tracking').notNull().default(true),
  analyticsTracking: boolean('analytics_tracking').notNull().default(false),
  dataCollection: boolean('data_collection').notNull().default(false),
  updatedAt: updatedAt(),
});

/** Organisation-wide settings by key, e.g. 'auth.selfRegistration' → true (D4). */
export const appSettings = pgTable(
  'app_settings',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').$type<unknown>().notNull(),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [index('app_settings_updated_by_id_idx').on(t.updatedById)],
);
