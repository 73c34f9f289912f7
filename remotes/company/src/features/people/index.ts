/** A person's form (board member, consultant, representative): its values and its fields. */
export { FormFailure } from './FormFailure';
export { PersonFormFields } from './PersonFormFields';
export { emptyPerson, personFormOf, personOf, type PersonForm } from './personForm';
