/** Service tasks (spec 2): visit definitions and the order, PAR and PM alerts. */
import type { AreaPages } from '../types';
import { OrderAlertsPage, ParAlertsPage, PmAlertsPage } from './alerts';
import { VisitsPage } from './visits';

export const pages: AreaPages = {
  'site-visits-table': VisitsPage,
  'order-alerts-table': OrderAlertsPage,
  'par-alerts-table': ParAlertsPage,
  'pm-alerts-table': PmAlertsPage,
};
