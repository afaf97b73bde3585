import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { AUDIT_ACTIONS, isAuditAction } from './audit';
import enAdmin from '@/i18n/locales/en/admin.json';
import msAdmin from '@/i18n/locales/ms/admin.json';

describe('the audit actions', () => {
  test('every action has a name on the Activity screen in English and in Malay', () => {
    for (const catalogue of [enAdmin, msAdmin]) {
      expect(Object.keys(catalogue.activity.actions).sort()).toEqual([...AUDIT_ACTIONS].sort());
    }
  });

  test('the hosted rules take every action a browser can record, and no other', () => {
    const rules = fs.readFileSync(path.join(import.meta.dirname, '../../firebase/firestore.rules'), 'utf8');
    const match = /request\.resource\.data\.action in \[([^\]]*)\]/.exec(rules);
    const listed = [...(match?.[1] ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]);
    // A failed sign-in has no admin to write it, and there is no server in hosted mode; nor has a customer's answer
    // to a repair quote, approving or declining it, which stands in the job's history instead (docs/hosted-mode.md).
    const unrecorded = ['sign-in.failure', 'repair.answer', 'repair.approve', 'repair.decline'];
    expect(listed.sort()).toEqual(AUDIT_ACTIONS.filter((action) => !unrecorded.includes(action)).sort());
  });

  test('an action is known only when it is in the list', () => {
    expect(isAuditAction('order.status')).toBe(true);
    expect(isAuditAction('order.create')).toBe(false);
    expect(isAuditAction(undefined)).toBe(false);
  });
});
