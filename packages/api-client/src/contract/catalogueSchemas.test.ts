import { describe, expect, it } from 'vitest';
import {
  PICKLIST_LABEL_MAX,
  SYNC_ATTRIBUTES_MAX,
  SYNC_URI_MAX,
  modelFormSchema,
  parseRelations,
  picklistValueFormSchema,
  productFormSchema,
  snakeCase,
  syncConfigEditSchema,
  syncConfigFormSchema,
} from './catalogueSchemas';
import { ITEM_CODE_MAX, ITEM_DESCRIPTION_MAX, MODEL_CODE_MAX, MODEL_DESCRIPTION_MAX, MODEL_FAMILY_MAX, MODEL_GROUP_MAX, PICKLIST_VALUE_MAX } from './constants';
import { MESSAGES } from './messages';

/** The messages of a failed parse, by dotted path. */
function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] = issue.message;
  return out;
}

describe('modelFormSchema', () => {
  it('accepts a model, trimming and turning blanks into null', () => {
    expect(modelFormSchema.parse({ modelCode: ' PUMP-1 ', modelDescription: ' Infusion pump ', family: '', groupName: undefined })).toEqual({
      modelCode: 'PUMP-1',
      modelDescription: 'Infusion pump',
      family: null,
      groupName: null,
    });
  });

  it('requires the code and holds every field to its limit', () => {
    expect(messagesOf(modelFormSchema.safeParse({ modelCode: '   ' }))).toEqual({ modelCode: MESSAGES.modelCode });
    const long = modelFormSchema.safeParse({
      modelCode: 'x'.repeat(MODEL_CODE_MAX + 1),
      modelDescription: 'x'.repeat(MODEL_DESCRIPTION_MAX + 1),
      family: 'x'.repeat(MODEL_FAMILY_MAX + 1),
      groupName: 'x'.repeat(MODEL_GROUP_MAX + 1),
    });
    expect(messagesOf(long)).toEqual({
      modelCode: MESSAGES.modelCode,
      modelDescription: MESSAGES.modelDescription,
      family: MESSAGES.modelFamily,
      groupName: MESSAGES.modelGroupName,
    });
    expect(
      modelFormSchema.safeParse({
        modelCode: 'x'.repeat(MODEL_CODE_MAX),
        modelDescription: 'x'.repeat(MODEL_DESCRIPTION_MAX),
        family: 'x'.repeat(MODEL_FAMILY_MAX),
        groupName: 'x'.repeat(MODEL_GROUP_MAX),
      }).success,
    ).toBe(true);
  });
});

describe('productFormSchema', () => {
  it('requires the item code and the model, the description only up to 100', () => {
    expect(messagesOf(productFormSchema.safeParse({}))).toEqual({ itemCode: MESSAGES.itemCode, model: MESSAGES.productModelRequired });
    expect(productFormSchema.parse({ itemCode: 'A-1', itemDescription: '', model: 'm-1' })).toEqual({ itemCode: 'A-1', itemDescription: null, model: 'm-1' });
    const long = productFormSchema.safeParse({ itemCode: 'x'.repeat(ITEM_CODE_MAX + 1), itemDescription: 'x'.repeat(ITEM_DESCRIPTION_MAX + 1), model: ' ' });
    expect(messagesOf(long)).toEqual({ itemCode: MESSAGES.itemCode, itemDescription: MESSAGES.itemDescription, model: MESSAGES.productModelRequired });
  });
});

describe('picklistValueFormSchema', () => {
  it('requires a known pick list, a value and a label', () => {
    expect(messagesOf(picklistValueFormSchema.safeParse({ name: '', value: ' ', displayLabel: '' }))).toEqual({
      name: MESSAGES.picklistNameRequired,
      value: MESSAGES.picklistValue,
      displayLabel: MESSAGES.picklistLabel,
    });
    expect(messagesOf(picklistValueFormSchema.safeParse({ name: 'Colour', value: 'RED', displayLabel: 'Red' }))).toEqual({ name: MESSAGES.picklistNameUnknown });
  });

  it('trims the value and holds value and label to 100', () => {
    expect(picklistValueFormSchema.parse({ name: 'ServiceType', value: '  LOANER ', displayLabel: ' Loaner ' })).toEqual({
      name: 'ServiceType',
      value: 'LOANER',
      displayLabel: 'Loaner',
    });
    const long = picklistValueFormSchema.safeParse({ name: 'ServiceType', value: 'x'.repeat(PICKLIST_VALUE_MAX + 1), displayLabel: 'x'.repeat(PICKLIST_LABEL_MAX + 1) });
    expect(messagesOf(long)).toEqual({ value: MESSAGES.picklistValue, displayLabel: MESSAGES.picklistLabel });
  });
});

describe('snakeCase and parseRelations', () => {
  it.each([
    ['serialNumber', 'serial_number'],
    ['accountNo', 'account_no'],
    ['HTTPStatus', 'http_status'],
    ['modelCode2', 'model_code2'],
    ['model.code', 'model_code'],
    ['already_snake', 'already_snake'],
    [' with space-and-dash ', 'with_space_and_dash'],
    ['', ''],
  ])('%s → %s', (attribute, column) => {
    expect(snakeCase(attribute)).toBe(column);
  });

  it('splits relationships on commas, trimmed, without blanks or repeats', () => {
    expect(parseRelations(' models, accounts,, models ,')).toEqual(['models', 'accounts']);
    expect(parseRelations('')).toEqual([]);
  });
});

describe('sync configurations', () => {
  it('requires the URI and keeps the rest optional', () => {
    expect(messagesOf(syncConfigFormSchema.safeParse({ uri: ' ' }))).toEqual({ uri: MESSAGES.syncUri });
    expect(messagesOf(syncConfigFormSchema.safeParse({ uri: 'x'.repeat(SYNC_URI_MAX + 1) }))).toEqual({ uri: MESSAGES.syncUri });
    expect(syncConfigFormSchema.parse({ uri: 'erp/assets' })).toEqual({ uri: 'erp/assets', description: null, ddl: null, mappings: { attributes: {}, relations: [] } });
  });

  it('refuses mappings of the wrong shape and blank names', () => {
    expect(syncConfigFormSchema.safeParse({ uri: 'u', mappings: 'all' }).success).toBe(false);
    expect(messagesOf(syncConfigFormSchema.safeParse({ uri: 'u', mappings: { attributes: { a: ' ' }, relations: [] } }))).toEqual({ 'mappings.attributes.a': MESSAGES.syncColumn });
    expect(messagesOf(syncConfigFormSchema.safeParse({ uri: 'u', mappings: { attributes: {}, relations: [''] } }))).toEqual({ 'mappings.relations.0': MESSAGES.syncRelation });
    const many = Object.fromEntries(Array.from({ length: SYNC_ATTRIBUTES_MAX + 1 }, (_, i) => [`a${i}`, `c${i}`]));
    expect(messagesOf(syncConfigFormSchema.safeParse({ uri: 'u', mappings: { attributes: many, relations: [] } }))).toEqual({ 'mappings.attributes': MESSAGES.syncAttributesTooMany });
  });

  it('turns the edited rows and relationships into the stored mappings', () => {
    const parsed = syncConfigEditSchema.parse({
      uri: ' erp/assets ',
      description: '',
      ddl: 'CREATE TABLE t (a text);\nCREATE INDEX i ON t (a);',
      attributes: [
        { attribute: 'serialNumber', column: 'serial_number' },
        { attribute: '', column: '' },
        { attribute: ' modelCode ', column: 'model' },
      ],
      relationships: 'models, accounts',
    });
    expect(parsed).toEqual({
      uri: 'erp/assets',
      description: null,
      ddl: 'CREATE TABLE t (a text);\nCREATE INDEX i ON t (a);',
      mappings: { attributes: { serialNumber: 'serial_number', modelCode: 'model' }, relations: ['models', 'accounts'] },
    });
  });

  it('reports a column without its attribute, a repeated attribute and the URI at once', () => {
    const result = syncConfigEditSchema.safeParse({
      uri: '',
      attributes: [
        { attribute: '', column: 'orphan' },
        { attribute: 'a', column: 'a' },
        { attribute: 'a', column: 'b' },
        { attribute: 'b', column: '' },
      ],
    });
    expect(messagesOf(result)).toEqual({
      uri: MESSAGES.syncUri,
      'attributes.0.attribute': MESSAGES.syncAttribute,
      'attributes.2.attribute': MESSAGES.syncAttributeRepeated,
    });
    // Once the rows are right, the stored shape's own rules still apply (a column left blank).
    expect(messagesOf(syncConfigEditSchema.safeParse({ uri: 'u', attributes: [{ attribute: 'b', column: '' }] }))).toEqual({ 'mappings.attributes.b': MESSAGES.syncColumn });
  });
});
