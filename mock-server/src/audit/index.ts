/** What every resource's writes use of the audit trail: recording their events. */
export {
  about,
  bodyFromRow,
  changedFields,
  recordChange,
  recordEvent,
  recordEvents,
  type NewEvent,
} from './writes';
