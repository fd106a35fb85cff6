/**
 * A stored name or title as it goes into an email (issue 34): one line. Names are refused with a line break at the edge
 * (lineText, requiredLine), so this only matters for rows written before that rule: a line break, tab or other control
 * character (and the spaces around it) becomes one space, so a name cannot start a line of its own ("Bcc: …").
 */
export const oneLine = (value: string): string =>
  // eslint-disable-next-line no-control-regex
  value.replace(/[ ]*[\u0000-\u001f\u007f\u2028\u2029]+[ ]*/g, ' ').trim();
