// The public face of the domain's pay engine (issue 44): code outside src/domain imports only from here.
export * from './types';
export { computeWeekStatement } from './engine';
export {
  weekStartFor,
  weekStartOfDate,
  localShiftToInstants,
  localDateOf,
  addDaysToDate,
  minutesBetween,
} from './time';
