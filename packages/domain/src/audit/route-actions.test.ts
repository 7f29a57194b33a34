import { describe, expect, it } from 'vitest';
import { auditRouteOf } from './route-actions';

describe('auditRouteOf', () => {
  it.each([
    ['POST', '/api/creditors', 'creditors', 'create'],
    ['PATCH', '/api/creditors/:id', 'creditors', 'update'],
    ['DELETE', '/api/creditors/:id/units/:unitId', 'creditors/units', 'delete'],
    [
      'POST',
      '/api/creditors/:id/originators/:originatorId/domiciles',
      'creditors/originators/domiciles',
      'create',
    ],
    ['PUT', '/api/deals/change-status', 'deals', 'status'],
    ['PATCH', '/api/merchants/:id/account-status', 'merchants', 'status'],
    ['POST', '/api/deals/upload', 'deals', 'import'],
    ['POST', '/api/users/upload-merchant/maintenance', 'users/upload-merchant', 'import'],
    ['GET', '/api/deals/export', 'deals', 'export'],
    ['POST', '/api/deals/approved', 'deals', 'approval'],
    ['POST', '/api/reconciliation/files/:id/confirm', 'reconciliation/files', 'approval'],
    ['POST', '/api/reconciliation/files/:id/links', 'reconciliation/files', 'match'],
    ['POST', '/api/accounts/sign-in', 'accounts', 'sign_in'],
    ['POST', '/api/accounts/sign-in/code', 'accounts', 'sign_in'],
    ['POST', '/api/accounts/sign-in/enrolment/confirm', 'accounts', 'sign_in'],
    ['POST', '/api/accounts/sign-out', 'accounts', 'sign_out'],
    ['POST', '/api/accounts/me/second-factor/confirm', 'accounts/me', 'factor'],
    ['DELETE', '/api/users/:id/second-factor', 'users', 'factor'],
    ['POST', '/api/accounts/change-password', 'accounts', 'password'],
    ['DELETE', '/api/accounts/me/sessions/:id', 'accounts/me', 'session'],
    ['PATCH', '/api/domains/profiles/:id', 'domains/profiles', 'permission'],
    ['POST', '/api/accounts/search-zipcode', 'accounts', 'read'],
  ])('%s %s is %s / %s', (method, url, entity, action) => {
    expect(auditRouteOf(method, url)).toEqual({ entity, action });
  });

  it('leaves reads alone', () => {
    expect(auditRouteOf('GET', '/api/creditors')).toBeNull();
    expect(auditRouteOf('GET', '/api/creditors/:id')).toBeNull();
  });
});
