/**
 * Validation of the order form, its items and the assign form (spec 3 §5 "Order", "Assign"). The console's
 * Place New Order form and the server's PUT orders / POST orders/{externalId} parse with the same schemas; what
 * needs the database (the account is the caller's, the location is the account's, the models exist) is the server's.
 */
import { z } from 'zod';
import { MESSAGES, formatMessage } from './messages';
import { CUSTOM_COMPLETION_MINUTES_MIN, DELIVER_TO_MAX, ORDER_ITEM_QUANTITY_MIN, SERIAL_NUMBER_MAX } from './constants';
import { ORDER_NATURES, ORDER_TYPES } from './enums';
import type { OrderType } from './enums';

/** Order remarks: the spec sets no limit; 250 like the other free texts of spec 3. */
export const ORDER_REMARKS_MAX = 250;
/** An item's remarks. */
export const ORDER_ITEM_REMARKS_MAX = 100;
/** Items on one order: the spec sets no number; a bound keeps one save from writing thousands of rows. */
export const ORDER_ITEMS_MAX = 50;
/** The largest completion time a CUSTOM order may ask for: a week, in minutes. */
export const COMPLETION_MINUTES_MAX = 7 * 24 * 60;

/** Types whose completion time comes from the account (STAT and STANDARD times): the form hides the minutes. */
export function hasOwnCompletionMinutes(type: OrderType | null | undefined): boolean {
  return type !== 'STAT' && type !== 'STANDARD';
}

const orNull = <T>(value: T | '' | null | undefined): T | null => (value === undefined || value === null || value === '' ? null : value);

const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullable()
    .optional()
    .transform((value) => orNull(value));

const requiredId = (message: string) => z.string({ error: message }).trim().min(1, message).max(100, message);

/** One item of an order: a model and a quantity of at least 1, an optional serial number and remarks. */
export const orderItemSchema = z.object({
  serialNo: optionalText(SERIAL_NUMBER_MAX, MESSAGES.orderItemSerialNo),
  model: requiredId(MESSAGES.orderItemModel),
  quantity: z
    .number({ error: MESSAGES.orderItemQuantity })
    .int(MESSAGES.orderItemQuantity)
    .min(ORDER_ITEM_QUANTITY_MIN, MESSAGES.orderItemQuantity)
    .max(10_000, MESSAGES.orderItemQuantity),
  remarks: optionalText(ORDER_ITEM_REMARKS_MAX, MESSAGES.orderItemRemarks),
});

/**
 * The completion minutes of a CUSTOM order, as typed (a number or its text): a positive whole number, then at
 * least the minimum; each failure with its own message of the spec.
 */
function checkCompletionMinutes(value: unknown, ctx: z.RefinementCtx): void {
  const minutes = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof minutes !== 'number' || !Number.isInteger(minutes) || minutes <= 0 || minutes > COMPLETION_MINUTES_MAX) {
    ctx.addIssue({ code: 'custom', path: ['completionMinutes'], message: MESSAGES.completionMinutesPositive });
    return;
  }
  if (minutes < CUSTOM_COMPLETION_MINUTES_MIN) {
    ctx.addIssue({ code: 'custom', path: ['completionMinutes'], message: formatMessage(MESSAGES.completionMinutesMin, { n: CUSTOM_COMPLETION_MINUTES_MIN }) });
  }
}

/**
 * The order form. `completionMinutes` is required (at least 5) for CUSTOM and 0 for every other type, whatever
 * was sent. Missing items read as none: the spec's message.
 */
export const orderFormSchema = z
  .object({
    externalId: z.string().optional(),
    account: requiredId(MESSAGES.orderAccountRequired),
    deliverTo: z.string({ error: MESSAGES.orderDeliverTo }).trim().min(1, MESSAGES.orderDeliverTo).max(DELIVER_TO_MAX, MESSAGES.orderDeliverTo),
    deliveryLocation: requiredId(MESSAGES.orderDeliveryLocationRequired),
    type: z.enum(ORDER_TYPES, { error: MESSAGES.orderTypeRequired }),
    nature: z.enum(ORDER_NATURES, { error: MESSAGES.orderNatureRequired }),
    completionMinutes: z.unknown().optional(),
    remarks: optionalText(ORDER_REMARKS_MAX, MESSAGES.orderRemarks),
    // Missing items read as none: the spec's message.
    items: z.preprocess(
      (items) => items ?? [],
      z
        .array(orderItemSchema, { error: MESSAGES.orderItemRequired })
        .min(1, MESSAGES.orderItemRequired)
        .max(ORDER_ITEMS_MAX, formatMessage(MESSAGES.orderItemsTooMany, { n: ORDER_ITEMS_MAX })),
    ),
  })
  // Checked even when other fields fail (`when`), so one Save reports the minutes' message with the rest.
  .superRefine(
    (form, ctx) => {
      const raw = form as { type?: unknown; completionMinutes?: unknown };
      if (raw.type === 'CUSTOM') checkCompletionMinutes(raw.completionMinutes, ctx);
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
  .transform((form) => ({ ...form, completionMinutes: form.type === 'CUSTOM' ? Number(form.completionMinutes) : 0 }));

export type OrderItemInput = z.input<typeof orderItemSchema>;
export type OrderItemOutput = z.output<typeof orderItemSchema>;
export type OrderFormInput = z.input<typeof orderFormSchema>;
/** What a valid order form parses to: text trimmed, cleared values null, minutes 0 unless CUSTOM. */
export type OrderFormOutput = z.output<typeof orderFormSchema>;

/** The assign form: a user chosen from the offered ones (POST orders/{id}/assign/{userId}). */
export const assignOrderSchema = z.object({
  user: z.string({ error: MESSAGES.assignUserRequired }).trim().min(1, MESSAGES.assignUserRequired).max(100, MESSAGES.assignUserRequired),
});
export type AssignOrderForm = z.output<typeof assignOrderSchema>;
