import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { assignOrderSchema, hasOwnCompletionMinutes, orderFormSchema, orderItemSchema } from './orderSchemas';

const valid = {
  account: 'a-1',
  deliverTo: '  Nurse Joy ',
  deliveryLocation: 'l-1',
  type: 'CUSTOM',
  nature: 'REMOVAL',
  completionMinutes: '30',
  items: [{ model: 'm-1', quantity: 2, serialNo: '', remarks: null }],
};
const messages = (value: unknown) => {
  const parsed = orderFormSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('orderFormSchema', () => {
  it('parses a valid form: text trimmed, typed minutes read, empty values null', () => {
    expect(orderFormSchema.parse(valid)).toMatchObject({ deliverTo: 'Nurse Joy', completionMinutes: 30, remarks: null, items: [{ model: 'm-1', quantity: 2, serialNo: null, remarks: null }] });
  });

  it('sets the minutes to 0 for STAT and STANDARD whatever was sent', () => {
    expect(orderFormSchema.parse({ ...valid, type: 'STAT', completionMinutes: 45 }).completionMinutes).toBe(0);
    expect(orderFormSchema.parse({ ...valid, type: 'STANDARD', completionMinutes: 'x' }).completionMinutes).toBe(0);
  });

  it("gives a CUSTOM order's minutes both messages of the spec", () => {
    for (const minutes of [undefined, null, '', 0, -5, 2.5, 'soon']) expect(messages({ ...valid, completionMinutes: minutes })).toEqual([MESSAGES.completionMinutesPositive]);
    expect(messages({ ...valid, completionMinutes: 4 })).toEqual(['Completion minutes value must be minimum 5.']);
    expect(messages({ ...valid, completionMinutes: 5 })).toEqual([]);
  });

  it('requires the account, deliverTo (up to 100), delivery location, type, nature and an item', () => {
    expect(messages({ ...valid, account: '' })).toEqual([MESSAGES.orderAccountRequired]);
    expect(messages({ ...valid, deliverTo: 'x'.repeat(101) })).toEqual([MESSAGES.orderDeliverTo]);
    expect(messages({ ...valid, deliveryLocation: undefined })).toEqual([MESSAGES.orderDeliveryLocationRequired]);
    expect(messages({ ...valid, type: null })).toContain(MESSAGES.orderTypeRequired);
    expect(messages({ ...valid, nature: 'PICKUP' })).toEqual([MESSAGES.orderNatureRequired]);
    expect(messages({ ...valid, items: [] })).toEqual([MESSAGES.orderItemRequired]);
    expect(messages({ ...valid, items: null })).toEqual([MESSAGES.orderItemRequired]);
  });
});

describe('orderItemSchema and assignOrderSchema', () => {
  it('needs a model and a quantity of at least 1 to add an item', () => {
    expect(orderItemSchema.safeParse({ model: '', quantity: 1 }).error?.issues[0]?.message).toBe(MESSAGES.orderItemModel);
    expect(orderItemSchema.safeParse({ model: 'm-1', quantity: 0 }).error?.issues[0]?.message).toBe(MESSAGES.orderItemQuantity);
    expect(orderItemSchema.safeParse({ model: 'm-1', quantity: null }).error?.issues[0]?.message).toBe(MESSAGES.orderItemQuantity);
    expect(orderItemSchema.safeParse({ model: 'm-1', quantity: 1 }).success).toBe(true);
  });

  it('needs a user to assign', () => {
    expect(assignOrderSchema.safeParse({ user: '' }).error?.issues[0]?.message).toBe(MESSAGES.assignUserRequired);
    expect(assignOrderSchema.safeParse({}).error?.issues[0]?.message).toBe(MESSAGES.assignUserRequired);
  });

  it('shows the minutes for types other than STAT and STANDARD', () => {
    expect([null, 'STAT', 'STANDARD', 'CUSTOM'].map((t) => hasOwnCompletionMinutes(t as never))).toEqual([true, false, false, true]);
  });
});
