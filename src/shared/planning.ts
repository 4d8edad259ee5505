// Planning: tasks in sections, the wedding-day run-of-show, comments, templates and the calendar. One import for
// both sides, split by concern: words and limits, request schemas, response shapes, and pure rules.

export * from './planningRules';
export * from './planningSchemas';
export * from './planningText';
export * from './planningTypes';
