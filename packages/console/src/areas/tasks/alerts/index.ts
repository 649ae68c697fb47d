/** The alert listings of the tasks area (spec 2 §2 "Alert listings"). */
export { OrderAlertsPage, PmAlertsPage, ParAlertsPage } from './AlertPages';
