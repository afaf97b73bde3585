/**
 * Amounts of money as the schemas take them (issue 38): integer sen, from a number (sen already) or from ringgit as
 * the owner types them. Shared by the repair schemas and Shop settings' storage fee; codes as RepairError's.
 */
import { z } from './zod';
import { MAX_REPAIR_SEN, senFromText } from './repair-money';

const code = (error: 'amount' | 'required') => ({ error });

/**
 * An amount of money, kept in integer sen: a number is sen already (the API's own form: 125050); a string is
 * ringgit as the owner types it ("1,250.50", "RM 80"), made sen digit by digit (senFromText). Two decimals at
 * most, 0 to MAX_REPAIR_SEN; '' and null are null (no amount). Refused: 'amount'.
 */
export const SenOrNullSchema = z.preprocess(
  (value) => (value === undefined ? null : typeof value === 'string' ? senFromText(value) : value),
  z.number(code('amount')).int(code('amount')).min(0, code('amount')).max(MAX_REPAIR_SEN, code('amount')).nullable(),
);

/** An amount that must be given: sen or ringgit text as SenOrNullSchema takes them; empty is 'required'. */
export const SenSchema = z.preprocess(
  (value) => (typeof value === 'string' ? senFromText(value) : value),
  z
    .number({ error: (issue) => (issue.input === null || issue.input === undefined ? 'required' : 'amount') })
    .int(code('amount'))
    .min(0, code('amount'))
    .max(MAX_REPAIR_SEN, code('amount')),
);
