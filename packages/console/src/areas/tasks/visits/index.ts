/** Visit definitions (spec 2 §2): the listing, its form and the Tasks modal. */
export { VisitsPage } from './VisitsPage';
