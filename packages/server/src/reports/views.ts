/**
 * Metric details views (spec 3 §2.15, §7 "Metric details"): GET dashboard/views/{name} answers a view's label, its
 * configuration (JSON text of the contract's MetricViewConfig) and the API path of its rows, a utilization metrics
 * resource. Its rows are the metrics report's, so it is read under the same grant (DECISIONS.md "Utilization
 * metrics"); an unknown or REMOVED view is a 404 that names it.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, ne } from 'drizzle-orm';
import { MESSAGES, formatMessage, type DashboardView, type ResultResponse } from '@equipdesk/api-client/contract';
import { API_PREFIX } from '../auth/guard';
import { dashboardViews } from '../db/schema';
import { notFound } from '../http/errors';
import { UTILIZATION_VIEW_GRANT } from './utilization';

export function registerDashboardViewRoutes(app: FastifyInstance): void {
  app.get<{ Params: { name: string } }>(
    `${API_PREFIX}/dashboard/views/:name`,
    { config: { grant: UTILIZATION_VIEW_GRANT } },
    async (request): Promise<ResultResponse<DashboardView>> => {
      const { name } = request.params;
      const [view] = await app.db
        .select({ name: dashboardViews.name, label: dashboardViews.label, configJson: dashboardViews.configJson, detailsUri: dashboardViews.detailsUri })
        .from(dashboardViews)
        .where(and(eq(dashboardViews.name, name), ne(dashboardViews.status, 'REMOVED')))
        .limit(1);
      if (!view) throw notFound(formatMessage(MESSAGES.metricViewNotFound, { name: name.slice(0, 100) }));
      return { success: true, result: { ...view, configJson: JSON.stringify(view.configJson ?? {}) } };
    },
  );
}
