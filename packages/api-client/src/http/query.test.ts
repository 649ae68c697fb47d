import { describe, expect, it } from 'vitest';
import { apiPath, buildUrl, toQueryString } from './query';

describe('toQueryString', () => {
  it('repeats array parameters', () => {
    expect(toQueryString({ statuses: ['ACTIVE', 'INACTIVE'] })).toBe('statuses=ACTIVE&statuses=INACTIVE');
  });

  it('leaves out undefined, null and empty values, also inside arrays', () => {
    expect(toQueryString({ search: '', a: undefined, b: null, statuses: [], facilities: ['', 'f1'], pageIndex: 0 })).toBe(
      'facilities=f1&pageIndex=0',
    );
  });

  it('writes booleans, numbers and dates (as ISO UTC)', () => {
    expect(toQueryString({ pending: false, pageSize: 50, start: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) })).toBe(
      'pending=false&pageSize=50&start=2026-01-02T03%3A04%3A05.000Z',
    );
  });

  it('encodes values', () => {
    expect(toQueryString({ search: 'a&b=c d', utilizationStatuses: ['BROKEN / AM'] })).toBe(
      'search=a%26b%3Dc+d&utilizationStatuses=BROKEN+%2F+AM',
    );
  });
});

describe('apiPath', () => {
  it('encodes every value segment but keeps the fixed resource', () => {
    expect(apiPath('reset', 'a/b', '42?x=1')).toBe('reset/a%2Fb/42%3Fx%3D1');
    expect(apiPath('alerts/orders', 'flux')).toBe('alerts/orders/flux');
    expect(apiPath('/users/', 'e 1', 'reset')).toBe('users/e%201/reset');
  });

  it('prevents an id from climbing out of its resource', () => {
    expect(apiPath('users', '..')).toBe('users/..');
    expect(buildUrl('/api', apiPath('users', '../roles'))).toBe('/api/users/..%2Froles');
  });
});

describe('buildUrl', () => {
  it('joins base, path and query without doubled slashes', () => {
    expect(buildUrl('/api/', '/users/profile')).toBe('/api/users/profile');
    expect(buildUrl('http://localhost:3000/api', 'users', { statuses: ['ACTIVE'] })).toBe(
      'http://localhost:3000/api/users?statuses=ACTIVE',
    );
  });
});
