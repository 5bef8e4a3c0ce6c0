import { ROLE_IDS, ROLES } from '@vitrina/contract';
import { describe, expect, it } from 'vitest';
import {
  canOpen,
  landingPathFor,
  loginPathWithRedirect,
  pathKeys,
  paths,
  pathTo,
  protectedPathKeys,
  safeRedirect,
} from './paths.ts';

/** SPEC.md §2, copied by hand so that a route dropped from the table fails here. */
const SPEC_PUBLIC = [
  '/session/login',
  '/session/sign-up',
  '/session/lock-screen',
  '/session/forgot-password',
  '/session/reset-password/:code',
  '/callback',
  '/success',
];
const SPEC_PROTECTED = [
  '/dashboard',
  '/faq',
  '/events',
  '/ticket-accounts',
  '/ticket-user',
  '/ticket-sales/:filter',
  '/ticket-sales',
  '/sales/details/:id',
  '/stores',
  '/profile',
  '/users/user-profile',
  '/store',
  '/store-telegram',
  '/store-web',
  '/store-details/:id',
  '/store-schedule',
  '/store-faqs',
  '/catalogues',
  '/products',
  '/products-extra',
  '/customers',
  '/license-sales',
  '/license-sales/:id',
  '/shopping-list',
  '/shopping-details/:id',
  '/delivery-shopping-list',
  '/delivery-shopping-details/:id',
  '/bank-list',
  '/delivery-bank-list',
  '/cashiers',
  '/dealers',
  '/dealer-details/:id',
  '/shippings',
  '/shipping-routes',
  '/linked-delivery-companies',
  '/delivery-profile',
  '/delivery-dealers',
  '/delivery-shippings',
  '/delivery-shipping-details/:id',
  '/delivery-shipping-routes',
  '/delivery-linked-stores',
  '/delivery-dealer-details/:id',
  '/reports',
  '/delivery-reports',
  '/delivery-companies',
  '/delivery-company-details/:id',
];
/** Screens beyond SPEC.md §2 that running the platform needs (issue 12). */
const BEYOND_SPEC = [
  '/users',
  '/plans',
  '/audit-log',
  '/upgrade-plan',
  // The store owner's campaigns (issue 13).
  '/campaigns',
  '/campaigns/new',
  '/campaigns/:id',
  // The ticket master's door (issue 14).
  '/check-in',
  // Bank statements matched to the sales waiting for verification (issue 32).
  '/bank-reconciliation',
];

describe('paths table', () => {
  const all = pathKeys.map((key) => paths[key]);

  it('has every public route of the spec, open to everyone', () => {
    for (const path of SPEC_PUBLIC) {
      expect(all.find((entry) => entry.path === path)?.roles, path).toBe('public');
    }
  });

  it('has every protected route of the spec, each with at least one role', () => {
    for (const path of [...SPEC_PROTECTED, ...BEYOND_SPEC]) {
      const entry = all.find((e) => e.path === path);
      expect(entry, path).toBeDefined();
      expect(Array.isArray(entry?.roles) && entry.roles.length > 0, path).toBe(true);
    }
  });

  it('declares only known roles, a title, and no path twice', () => {
    for (const entry of all) {
      expect(entry.titleKey).toMatch(/^[a-zA-Z]+(\.[a-zA-Z]+)+$/);
      if (entry.roles !== 'public') for (const role of entry.roles) expect(ROLE_IDS).toContain(role);
    }
    expect(new Set(all.map((e) => e.path)).size).toBe(all.length);
    expect(all.length).toBe(SPEC_PUBLIC.length + SPEC_PROTECTED.length + BEYOND_SPEC.length);
  });

  it('gives delivery routes only to delivery companies and store routes only to owners', () => {
    for (const key of protectedPathKeys) {
      const { path, roles } = paths[key];
      if (
        path.startsWith('/delivery-') &&
        path !== '/delivery-companies' &&
        !path.startsWith('/delivery-company-')
      )
        expect(roles, path).toEqual([ROLES.DELIVERY]);
    }
    expect(paths.storeTelegram.roles).toEqual([ROLES.CLIENT]);
    expect(paths.store.roles).toEqual([ROLES.ADMIN, ROLES.CLIENT]);
    expect(paths.faq.roles).toHaveLength(5);
    expect(paths.ticketSalesFiltered.roles).toEqual([ROLES.ADMIN, ROLES.TICKETMASTER]);
    expect(paths.ticketCheckIn.roles).toEqual([ROLES.TICKETMASTER]);
    expect(paths.dashboard.roles).toEqual([ROLES.ADMIN, ROLES.CLIENT, ROLES.TICKETMASTER]);
    // The admin reconciles the platform's accounts; the owner and the cashier, the store's; the
    // ticket master, their ticket accounts.
    expect(paths.bankReconciliation.roles).toEqual([
      ROLES.ADMIN,
      ROLES.CLIENT,
      ROLES.CASHIER,
      ROLES.TICKETMASTER,
    ]);
  });

  it('lets each role open its own landing page', () => {
    for (const role of ROLE_IDS) {
      const landing = landingPathFor(role);
      const key = pathKeys.find((k) => paths[k].path === landing) ?? 'ticketSalesFiltered';
      expect(canOpen(key, role), `${role} → ${landing}`).toBe(true);
    }
  });

  it('fills route parameters', () => {
    expect(pathTo('storeDetails', { id: 7 })).toBe('/store-details/7');
    expect(pathTo('resetPassword', { code: 'a/b' })).toBe('/session/reset-password/a%2Fb');
    expect(() => pathTo('storeDetails')).toThrow();
  });
});

describe('landingPathFor', () => {
  it('sends each role where SPEC.md §4 says', () => {
    expect(landingPathFor(ROLES.DELIVERY)).toBe('/delivery-profile');
    expect(landingPathFor(ROLES.CASHIER)).toBe('/shopping-list');
    expect(landingPathFor(ROLES.TICKETMASTER)).toBe('/ticket-sales/pending');
    expect(landingPathFor(ROLES.ADMIN)).toBe('/store');
    expect(landingPathFor(ROLES.CLIENT)).toBe('/store');
  });
});

describe('safeRedirect', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeRedirect('/products')).toBe('/products');
    expect(safeRedirect('/ticket-sales/pending?page=2#top')).toBe('/ticket-sales/pending?page=2#top');
  });

  it.each([
    null,
    '',
    'products',
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/session/login',
  ])('refuses %j', (raw) => {
    expect(safeRedirect(raw)).toBeNull();
  });

  it('builds the login URL with an encoded redirect', () => {
    expect(loginPathWithRedirect('/products?x=1')).toBe('/session/login?redirect=%2Fproducts%3Fx%3D1');
    expect(loginPathWithRedirect('/')).toBe('/session/login');
    expect(loginPathWithRedirect('//evil.example')).toBe('/session/login');
  });
});
