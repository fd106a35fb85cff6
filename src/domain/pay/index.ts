// The public face of the domain's pay engine (issue 44): code outside src/domain imports only from here.
export * from './types';
export { computeWeekStatement } from './engine';
export { workedMinutes } from './shifts';
export { RULE_SETS, rulesInForce, type LawRule, type RuleSetData, type Trigger, type Tier } from './rules';
export { PAY_RULES, PAY_CLAUSES, PAY_ERRORS, PAY_MESSAGES } from './pay-messages';
export {
  weekStartFor,
  weekStartOfDate,
  localShiftToInstants,
  localDateOf,
  addDaysToDate,
  minutesBetween,
} from './time';
