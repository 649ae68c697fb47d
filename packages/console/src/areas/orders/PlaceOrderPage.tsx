/** /orders/new (spec 3 §2.1, §2.8): Place New Order as a page of its own; a placed order (or Cancel) returns to /orders. */
import { useNavigate } from 'react-router-dom';
import { NoPermission } from '@equipdesk/ui';
import { MESSAGES } from '@equipdesk/api-client/contract';
import { usePermissions } from '../../session/hooks';
import { OrderForm } from './OrderForm';

export function PlaceOrderPage() {
  const navigate = useNavigate();
  const { can } = usePermissions('orders');
  if (!can('NEW')) return <NoPermission title="Place New Order" message={MESSAGES.noPrivilege} />;
  const back = () => void navigate('/orders');
  return <OrderForm row={null} onSaved={back} onCancel={back} canSave headingLevel={1} />;
}
