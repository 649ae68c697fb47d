import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxLengthOf } from './fieldLimits';
import { accountFormSchema } from './facilitySchemas';
import { assetFormSchema } from './assetSchemas';
import { orderFormSchema, orderItemSchema, ORDER_REMARKS_MAX, ORDER_ITEM_REMARKS_MAX } from './orderSchemas';
import { userFormSchema } from './adminSchemas';
import { visitFieldsSchema } from './visitSchemas';
import { DELIVER_TO_MAX, NAME_MAX, SERIAL_NUMBER_MAX } from './constants';

describe('maxLengthOf', () => {
  it('reads the limit through trims, pipes, transforms, optional and nullable', () => {
    const schema = z
      .object({
        plain: z.string().max(7),
        piped: z.string().trim().max(9).pipe(z.email()).transform((s) => s.toLowerCase()),
        optional: z.string().trim().max(11).nullable().optional().transform((s) => s ?? null),
        either: z.union([z.literal(''), z.string().max(13)]),
        unbounded: z.string(),
        count: z.number().max(5),
      })
      .transform((form) => form);
    expect(maxLengthOf(schema, 'plain')).toBe(7);
    expect(maxLengthOf(schema, 'piped')).toBe(9);
    expect(maxLengthOf(schema, 'optional')).toBe(11);
    expect(maxLengthOf(schema, 'either')).toBe(13);
    expect(maxLengthOf(schema, 'unbounded')).toBeUndefined();
    expect(maxLengthOf(schema, 'count')).toBeUndefined();
    expect(maxLengthOf(schema, 'missing')).toBeUndefined();
  });

  it('answers the forms’ own limits', () => {
    expect(maxLengthOf(userFormSchema({ create: true, privileged: false }), 'name')).toBe(NAME_MAX);
    expect(maxLengthOf(userFormSchema({ create: true, privileged: false }), 'email')).toBe(NAME_MAX);
    expect(maxLengthOf(orderFormSchema, 'deliverTo')).toBe(DELIVER_TO_MAX);
    expect(maxLengthOf(orderFormSchema, 'remarks')).toBe(ORDER_REMARKS_MAX);
    expect(maxLengthOf(orderItemSchema, 'serialNo')).toBe(SERIAL_NUMBER_MAX);
    expect(maxLengthOf(orderItemSchema, 'remarks')).toBe(ORDER_ITEM_REMARKS_MAX);
    expect(maxLengthOf(assetFormSchema, 'serialNumber')).toBe(SERIAL_NUMBER_MAX);
    expect(maxLengthOf(accountFormSchema, 'name')).toBe(NAME_MAX);
    expect(maxLengthOf(visitFieldsSchema({ startTimestamp: null, endTimestamp: null }), 'name')).toBeGreaterThan(0);
  });
});
