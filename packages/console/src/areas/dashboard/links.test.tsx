import { describe, expect, it } from 'vitest';
import { NO_PATIENT_CARE_UNIT } from '@equipdesk/api-client/contract';
import { NO_FILTERS, patientCareUnitHref, verificationHref } from './links';

describe('verification and patient care unit links', () => {
  const filters = { ...NO_FILTERS, accounts: ['a-1'], models: ['m-9'], serviceTypes: ['FULL SERVICE'] };

  it('open the assets of one model and verification bucket, the segment’s model replacing the filtered ones', () => {
    const href = new URL(verificationHref(filters, 'm-1', 'more than six months'), 'http://x');
    expect(href.pathname).toBe('/assets');
    expect(href.searchParams.getAll('models')).toEqual(['m-1']);
    expect(href.searchParams.getAll('verificationBuckets')).toEqual(['more than six months']);
    expect(href.searchParams.getAll('accounts')).toEqual(['a-1']);
    expect(href.searchParams.getAll('serviceTypes')).toEqual(['FULL SERVICE']);
  });

  it('open the assets of one unit, "No unit" as it is, with the dashboard filters', () => {
    expect(patientCareUnitHref(NO_FILTERS, 'Floor 3')).toBe('/assets?patientCareUnits=Floor+3');
    const href = new URL(patientCareUnitHref(filters, NO_PATIENT_CARE_UNIT), 'http://x');
    expect(href.searchParams.getAll('patientCareUnits')).toEqual([NO_PATIENT_CARE_UNIT]);
    expect(href.searchParams.getAll('models')).toEqual(['m-9']);
  });
});
