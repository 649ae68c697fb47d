/** Report data (spec 2): utilization summaries and metrics, and the dashboard's metric views. */
import { date, index, integer, jsonb, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { audited, ts } from './columns';
import { models } from './catalogue';
import { facilities, accounts } from './sites';

/**
 * Utilization per facility and status (with the status's category) at a moment: the trends chart. `matching` assets
 * of the facility's `total` were in the status. Daily rows (1440 minutes, at 00:00 UTC) and hourly rows (60) for the
 * last days (migration 0019).
 */
export const utilizationSummaries = pgTable(
  'utilization_summaries',
  {
    id: serial().primaryKey(),
    summaryDate: ts().notNull(),
    intervalMinutes: integer().notNull().default(1440),
    facilityId: uuid()
      .notNull()
      .references(() => facilities.externalId),
    utilizationStatus: text(),
    utilizationCategory: text().notNull(),
    matching: integer().notNull(),
    total: integer().notNull(),
  },
  (t) => [uniqueIndex('utilization_summaries_moment_uq').on(t.intervalMinutes, t.summaryDate, t.facilityId, t.utilizationStatus)],
);

/** Daily utilization metrics rolled up by account, model and types: the metrics report. */
export const utilizationMetrics = pgTable(
  'utilization_metrics',
  {
    id: serial().primaryKey(),
    metricDate: date({ mode: 'string' }).notNull(),
    facilityId: uuid()
      .notNull()
      .references(() => facilities.externalId),
    accountId: uuid().references(() => accounts.externalId),
    modelId: uuid().references(() => models.externalId),
    serviceType: text(),
    businessType: text(),
    utilizationStatus: text(),
    utilizationCategory: text().notNull(),
    identifier: text().notNull(),
    matching: integer().notNull(),
    total: integer().notNull(),
  },
  (t) => [
    index('utilization_metrics_date_idx').on(t.metricDate),
    index('utilization_metrics_facility_idx').on(t.facilityId, t.metricDate),
  ],
);

/** Metric details views of the dashboard (GET dashboard/views/{name}). */
export const dashboardViews = pgTable(
  'dashboard_views',
  {
    ...audited(),
    name: text().notNull(),
    label: text().notNull(),
    configJson: jsonb(),
    detailsUri: text().notNull(),
  },
  (t) => [uniqueIndex('dashboard_views_name_uq').on(t.name)],
);
