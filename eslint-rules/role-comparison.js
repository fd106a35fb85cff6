// Who may see and do what is asked of src/server/policies.ts (issue 43). This selector finds a caller's role compared
// by hand with a string (`user.role === 'worker'`, `request.user.role !== 'admin'`, `actor.role === …`) so that lint
// refuses it anywhere else in the server. A sign-up's chosen role (`input.role`) is data of the new account, not a
// caller's, and is not matched. Tested in eslint-rules/role-comparison.test.ts.
const SESSION = /^(user|actor|worker|u)$/.source;

/** The role of a session: `user.role`, `request.user.role`, `user?.role` (a ChainExpression around the member). */
const roleOf = (side) => [
  `[${side}.property.name='role'][${side}.object.name=/${SESSION}/]`,
  `[${side}.property.name='role'][${side}.object.property.name='user']`,
  `[${side}.expression.property.name='role'][${side}.expression.object.name=/${SESSION}/]`,
  `[${side}.expression.property.name='role'][${side}.expression.object.property.name='user']`,
];
/** A string literal on `side` (not null: an actor without a role is the system, not a role question). */
const stringOn = (side) => `[${side}.type='Literal'][${side}.raw=/^['"]/]`;

export const ROLE_COMPARISON =
  'BinaryExpression[operator=/^[!=]==?$/]:matches(' +
  [...roleOf('left').map((r) => r + stringOn('right')), ...roleOf('right').map((r) => r + stringOn('left'))].join(',') +
  ')';

export const ROLE_COMPARISON_MESSAGE =
  'A role is asked of policies.ts (isWorker, isPlatformAdmin, assignedRecruiterOf, pipelineScopeOf, …), never compared by hand.';
