/**
 * The life of an order over HTTP (spec 3 §4, §5 "Assign"): each transition, each wrong one refused with a 409 that
 * says why, two assigns at once of which exactly one wins; the signature and fulfilment details, the caregiver's
 * entity actions and the scope of a non-privileged user.
 */
import { describe, expect, it } from 'vitest';
import { and, count, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { MESSAGES, formatMessage } from '@equipdesk/api-client/contract';
import type { ActionResponse, ListResponse, OrderCompletionItem, OrderSignature, ResultResponse } from '@equipdesk/api-client/contract';
import { orderCompletions, orderItems, orderSignatures, orders, userAccounts, userFacilities, users } from '../src/db/schema';
import { json, messageOf } from './helpers';
import { get, post, database, list, fx, place, orderRow, useOrdersFixture } from './ordersFixture';

useOrdersFixture();

describe('the life of an order', () => {
  it('assigns an unassigned order, then completes it with its serial-numbered items as completion rows', async () => {
    const order = await place();
    const assign = await post(`/api/orders/${order.externalId}/assign/${fx.technician.externalId}`);
    expect(assign.statusCode, assign.body).toBe(200);
    expect(json<ActionResponse>(assign)).toEqual({ success: true, message: formatMessage(MESSAGES.orderTransitionDone, { orderNumber: order.orderNumber, orderStatus: 'ASSIGNED' }) });
    const [admin] = await database.db.select({ id: users.externalId }).from(users).where(eq(users.username, 'admin'));
    const assigned = await orderRow(order.externalId);
    expect(assigned).toMatchObject({ orderStatus: 'ASSIGNED', assignedToId: fx.technician.externalId, assignedById: admin!.id });
    expect(assigned.assignedOn).toBeInstanceOf(Date);
    const listed = (await list(`?search=${order.orderNumber}`)).items[0]!;
    expect(listed.assignedToName).toBe(fx.technician.name);

    const complete = await post(`/api/orders/${order.externalId}/complete`, undefined, 'technician');
    expect(complete.statusCode, complete.body).toBe(200);
    expect(messageOf(complete)).toBe(`Order ${order.orderNumber} is now COMPLETED.`);
    const completed = await orderRow(order.externalId);
    expect(completed.orderStatus).toBe('COMPLETED');
    expect(completed.completedTimestamp).toBeInstanceOf(Date);
    const fulfilment = json<ListResponse<OrderCompletionItem>>(await get(`/api/orders/${order.externalId}/completion`));
    expect(fulfilment.items.map((i) => [i.serialNumber, i.modelCode])).toEqual([['SN-ORDER-1', expect.any(String)]]);
    const signature = json<ResultResponse<OrderSignature>>(await get(`/api/orders/${order.externalId}/signature`));
    expect(signature.result).toEqual({ signature: null, contact: null });
  });

  it('cancels and rejects assigned orders', async () => {
    for (const [action, status] of [
      ['cancel', 'CANCELLED'],
      ['reject', 'REJECTED'],
    ] as const) {
      const order = await place();
      await post(`/api/orders/${order.externalId}/assign/${fx.technician.externalId}`);
      const response = await post(`/api/orders/${order.externalId}/${action}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(messageOf(response)).toBe(`Order ${order.orderNumber} is now ${status}.`);
      expect((await orderRow(order.externalId)).orderStatus).toBe(status);
    }
  });

  it('refuses every wrong transition with a 409 that says why, and changes nothing', async () => {
    const order = await place();
    for (const action of ['complete', 'cancel', 'reject'] as const) {
      const response = await post(`/api/orders/${order.externalId}/${action}`);
      expect(response.statusCode).toBe(409);
      const done = { complete: 'completed', cancel: 'cancelled', reject: 'rejected' }[action];
      expect(messageOf(response)).toBe(formatMessage(MESSAGES.orderWrongStatus, { orderNumber: order.orderNumber, orderStatus: 'UNASSIGNED', from: 'ASSIGNED', done }));
    }
    expect((await orderRow(order.externalId)).orderStatus).toBe('UNASSIGNED');

    await post(`/api/orders/${order.externalId}/assign/${fx.technician.externalId}`);
    const again = await post(`/api/orders/${order.externalId}/assign/${fx.otherTechnician.externalId}`);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(formatMessage(MESSAGES.orderAlreadyAssigned, { orderNumber: order.orderNumber, name: fx.technician.name }));
    expect((await orderRow(order.externalId)).assignedToId).toBe(fx.technician.externalId);

    await post(`/api/orders/${order.externalId}/complete`);
    for (const action of ['cancel', 'reject', 'complete'] as const) {
      const response = await post(`/api/orders/${order.externalId}/${action}`);
      expect(response.statusCode).toBe(409);
      expect(messageOf(response)).toContain(`Order ${order.orderNumber} is COMPLETED: only an ASSIGNED order can be`);
    }
    const assignCompleted = await post(`/api/orders/${order.externalId}/assign/${fx.technician.externalId}`);
    expect(assignCompleted.statusCode).toBe(409);
    expect(messageOf(assignCompleted)).toBe(formatMessage(MESSAGES.orderWrongStatus, { orderNumber: order.orderNumber, orderStatus: 'COMPLETED', from: 'UNASSIGNED', done: 'assigned' }));
    expect((await orderRow(order.externalId)).orderStatus).toBe('COMPLETED');
  });

  it('changes only ACTIVE orders', async () => {
    const order = await place({}, 'caregiver');
    expect((await post(`/api/orders/${order.externalId}/deactivate`, undefined, 'caregiver')).statusCode).toBe(200);
    const response = await post(`/api/orders/${order.externalId}/assign/${fx.technician.externalId}`);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(formatMessage(MESSAGES.orderNotActive, { orderNumber: order.orderNumber, status: 'INACTIVE', done: 'assigned' }));
    expect((await orderRow(order.externalId)).orderStatus).toBe('UNASSIGNED');
  });

  it('assigns only to a user who completes orders and sees the order', async () => {
    const order = await place();
    for (const user of [fx.standardUser, 'not-a-user', '3f1b8a52-0000-4000-8000-000000000000']) {
      const response = await post(`/api/orders/${order.externalId}/assign/${user}`);
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(MESSAGES.assignUserRequired);
    }
    expect((await orderRow(order.externalId)).orderStatus).toBe('UNASSIGNED');
  });

  it('of two dispatchers assigning the same order at once, exactly one wins and the other gets a clear 409', async () => {
    for (let round = 0; round < 3; round++) {
      const order = await place();
      const [a, b] = await Promise.all([
        post(`/api/orders/${order.externalId}/assign/${fx.technician.externalId}`, undefined, 'admin'),
        post(`/api/orders/${order.externalId}/assign/${fx.otherTechnician.externalId}`, undefined, 'supervisor'),
      ]);
      const codes = [a.statusCode, b.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const winner = a.statusCode === 200 ? fx.technician : fx.otherTechnician;
      const loser = a.statusCode === 200 ? b : a;
      expect(messageOf(loser)).toBe(formatMessage(MESSAGES.orderAlreadyAssigned, { orderNumber: order.orderNumber, name: winner.name }));
      expect((await orderRow(order.externalId)).assignedToId).toBe(winner.externalId);
    }
  });

  it('needs the permission type of each action', async () => {
    const order = await place();
    expect((await post(`/api/orders/${order.externalId}/assign/${fx.technician.externalId}`, undefined, 'customer')).statusCode).toBe(403);
    await post(`/api/orders/${order.externalId}/assign/${fx.technician.externalId}`);
    for (const action of ['complete', 'reject']) expect((await post(`/api/orders/${order.externalId}/${action}`, undefined, 'caregiver')).statusCode).toBe(403);
    // The caregiver has CANCEL on orders.
    expect((await post(`/api/orders/${order.externalId}/cancel`, undefined, 'caregiver')).statusCode).toBe(200);
    expect((await post(`/api/orders/${order.externalId}/cancel`, undefined, 'support')).statusCode).toBe(403);
  });
});

describe('signature and fulfilment details', () => {
  it('answers the seeded signature (a real PNG) and completion items of a completed order', async () => {
    const [signed] = await database.db
      .select({ id: orders.externalId, contact: orderSignatures.contact })
      .from(orders)
      .innerJoin(orderSignatures, eq(orderSignatures.orderId, orders.externalId))
      .where(eq(orders.orderStatus, 'COMPLETED'))
      .limit(1);
    const response = await get(`/api/orders/${signed!.id}/signature`);
    expect(response.statusCode).toBe(200);
    const { result } = json<ResultResponse<OrderSignature>>(response);
    expect(result.contact).toBe(signed!.contact);
    expect(result.signature).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(result.signature!.split(',')[1]!, 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    // Wider than 1 pixel, and small.
    expect(png.readUInt32BE(16)).toBeGreaterThan(100);
    expect(png.length).toBeLessThan(4000);
    const completion = json<ListResponse<OrderCompletionItem>>(await get(`/api/orders/${signed!.id}/completion`));
    expect(completion.count).toBeGreaterThan(0);
    expect(completion.items[0]).toMatchObject({ serialNumber: expect.any(String), modelCode: expect.any(String), associatedOn: expect.any(String) });
  });

  it('gives every completed or partly completed seeded order its completion items', async () => {
    const [row] = await database.db
      .select({ n: count() })
      .from(orders)
      .where(and(inArray(orders.orderStatus, ['COMPLETED', 'PARTIAL']), sql`not exists (select 1 from ${orderCompletions} where ${orderCompletions.orderId} = ${orders.externalId})`));
    expect(Number(row!.n)).toBe(0);
  });

  it('answers 409 for an order not completed, and needs DETAILS', async () => {
    const order = await place();
    for (const what of ['signature', 'completion']) {
      const response = await get(`/api/orders/${order.externalId}/${what}`);
      expect(response.statusCode).toBe(409);
      expect(messageOf(response)).toBe(formatMessage(MESSAGES.orderNotFulfilled, { orderNumber: order.orderNumber, orderStatus: 'UNASSIGNED' }));
    }
    expect((await get(`/api/orders/${order.externalId}/signature`, 'stakeholder')).statusCode).toBe(403);
  });
});

describe('entity actions and scope', () => {
  it('lets only the caregiver activate, deactivate and delete orders', async () => {
    const order = await place({}, 'caregiver');
    for (const who of ['admin', 'supervisor', 'technician']) expect((await post(`/api/orders/${order.externalId}/deactivate`, undefined, who)).statusCode).toBe(403);
    expect((await post(`/api/orders/${order.externalId}/deactivate`, undefined, 'caregiver')).statusCode).toBe(200);
    expect((await post(`/api/orders/${order.externalId}/activate`, undefined, 'caregiver')).statusCode).toBe(200);
    expect((await post(`/api/orders/${order.externalId}/remove`, undefined, 'caregiver')).statusCode).toBe(200);
    expect((await orderRow(order.externalId)).status).toBe('REMOVED');
  });

  it('shows a scoped user the orders of their accounts and facilities only; others are not found', async () => {
    const [caregiver] = await database.db.select({ id: users.externalId }).from(users).where(eq(users.username, 'caregiver'));
    const mine = (await database.db.select({ id: userAccounts.accountId }).from(userAccounts).where(eq(userAccounts.userId, caregiver!.id))).map((r) => r.id);
    const facs = (await database.db.select({ id: userFacilities.facilityId }).from(userFacilities).where(eq(userFacilities.userId, caregiver!.id))).map((r) => r.id);
    const page = await list('?pageSize=1000', 'caregiver');
    expect(page.count).toBeGreaterThan(0);
    expect(page.items.every((o) => mine.includes(o.account) || facs.includes(o.facility))).toBe(true);
    const [outside] = await database.db
      .select({ id: orders.externalId })
      .from(orders)
      .where(and(notInArray(orders.accountId, mine), notInArray(orders.facilityId, facs), eq(orders.status, 'ACTIVE'), ne(orders.orderStatus, 'COMPLETED')))
      .limit(1);
    expect((await get(`/api/orders/${outside!.id}`, 'caregiver')).statusCode).toBe(404);
    expect((await post(`/api/orders/${outside!.id}/cancel`, undefined, 'caregiver')).statusCode).toBe(404);
    expect((await post(`/api/orders/${outside!.id}/assign/${fx.technician.externalId}`, undefined, 'supervisor')).statusCode).toBe(404);
    expect((await get(`/api/orders/${outside!.id}`, 'admin')).statusCode).toBe(200);
    const items = await database.db.select({ n: count() }).from(orderItems).where(eq(orderItems.orderId, outside!.id));
    expect(Number(items[0]!.n)).toBeGreaterThan(0);
  });
});
