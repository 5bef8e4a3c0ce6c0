import { ROLE_IDS, ROLES, type RoleId } from '@vitrina/contract';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pathKeys, paths } from '#web/app/paths.ts';
import { truncate } from '#web/lib/format.ts';
import { isLinkActive, menuLinks, menus } from './menus.ts';

function routeKeyOf(to: string) {
  return pathKeys.find((key) => matchPath(paths[key].path, to));
}

describe('role menus', () => {
  it('only link to routes the role may open', () => {
    for (const role of ROLE_IDS) {
      for (const link of menuLinks(menus[role])) {
        const key = routeKeyOf(link.to);
        expect(key, link.to).toBeDefined();
        const roles: 'public' | readonly RoleId[] = key ? paths[key].roles : [];
        expect(roles === 'public' || roles.includes(role), `${role} → ${link.to}`).toBe(true);
      }
    }
  });

  it('match SPEC.md §2 for each role', () => {
    const targets = (role: (typeof ROLE_IDS)[number]) => menuLinks(menus[role]).map((l) => l.to);
    expect(targets(ROLES.ADMIN)).toEqual([
      '/dashboard',
      '/stores',
      '/delivery-companies',
      '/customers',
      '/license-sales',
      // Beyond SPEC.md's list: the platform's statements matched to the licence payments (issue 32).
      '/bank-reconciliation',
      // Beyond SPEC.md's list: what running the platform as a business needs (issue 12).
      '/users',
      '/plans',
      '/bank-list',
      '/audit-log',
    ]);
    expect(targets(ROLES.CASHIER)).toEqual(['/shopping-list', '/bank-reconciliation']);
    expect(targets(ROLES.CLIENT)).toEqual([
      '/dashboard',
      '/shopping-list',
      // Beyond SPEC.md's list: the bank statements matched to the waiting payments (issue 32).
      '/bank-reconciliation',
      '/reports',
      '/store',
      '/store-web',
      '/store-telegram',
      '/store-schedule',
      '/bank-list',
      '/store-faqs',
      '/upgrade-plan',
      '/audit-log',
      '/catalogues',
      '/products',
      '/products-extra',
      '/customers',
      '/campaigns',
      '/cashiers',
      '/dealers',
      '/shipping-routes',
      '/shippings',
      '/linked-delivery-companies',
    ]);
    expect(targets(ROLES.DELIVERY)).toEqual([
      '/delivery-profile',
      '/delivery-shopping-list',
      '/delivery-shippings',
      '/delivery-shipping-routes',
      '/delivery-dealers',
      '/delivery-linked-stores',
      '/delivery-bank-list',
      '/delivery-reports',
    ]);
    expect(targets(ROLES.TICKETMASTER)).toEqual([
      // Beyond SPEC.md's list (issue 14): the ticket master's dashboard and the door.
      '/dashboard',
      '/ticket-sales/pending',
      '/ticket-sales/verified',
      '/ticket-sales/rejected',
      // Beyond SPEC.md's list: the ticket accounts' statements matched to the ticket sales.
      '/bank-reconciliation',
      '/events',
      '/ticket-accounts',
      '/ticket-user',
      '/check-in',
    ]);
  });

  it('highlights an entry on its own page and its sub-pages only', () => {
    const products = menuLinks(menus[ROLES.CLIENT]).find((l) => l.to === '/products');
    expect(products && isLinkActive(products, '/products')).toBe(true);
    expect(products && isLinkActive(products, '/products-extra')).toBe(false);
    const stores = menuLinks(menus[ROLES.ADMIN]).find((l) => l.to === '/stores');
    expect(stores && isLinkActive(stores, '/store')).toBe(true);
  });
});

describe('truncate', () => {
  it('cuts menu texts at 18 characters', () => {
    expect(truncate('Empresas de delivery vinculadas')).toBe('Empresas de delive…');
    expect(truncate('Exactamente 18 car')).toBe('Exactamente 18 car');
  });
});
