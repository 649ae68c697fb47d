/** The tabbed dashboard (spec 3 §2.12): / and /dashboard. */
import type { AreaPages } from '../types';
import { DashboardPage } from './DashboardPage';

export const pages: AreaPages = {
  'home': DashboardPage,
  'dashboard': DashboardPage,
};
