/** Service orders (spec 3): the listing and placing a new order. */
import type { AreaPages } from '../types';
import { OrdersPage } from './OrdersPage';
import { PlaceOrderPage } from './PlaceOrderPage';

export const pages: AreaPages = {
  'orders-table': OrdersPage,
  'place-new-order': PlaceOrderPage,
};

// The dashboard's PLACE NEW ORDER tab shows the same form.
export { OrderForm } from './OrderForm';
export type { OrderFormProps } from './OrderForm';
