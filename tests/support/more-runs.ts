/**
 * fast-check with every property run FAST_CHECK_RUNS times as often as its test says (ten by default), for
 * `npm run test:props` (vitest.props.config.ts): a counterexample that a property meets once in a hundred runs
 * of the suite turns up here, before a CI run meets it.
 */
import fc from 'fast-check';

const factor = Number(process.env.FAST_CHECK_RUNS ?? 10);
if (!Number.isInteger(factor) || factor < 1) throw new Error('FAST_CHECK_RUNS must be a whole number from 1');

function more<T extends { numRuns?: number | undefined }>(parameters?: T): T {
  return { ...parameters, numRuns: (parameters?.numRuns ?? fc.readConfigureGlobal().numRuns ?? 100) * factor } as T;
}

export default {
  ...fc,
  assert: ((property, parameters) => fc.assert(property, more(parameters))) as typeof fc.assert,
  check: ((property, parameters) => fc.check(property, more(parameters))) as typeof fc.check,
};
