/** What other resources use of departments: look-ups. */
export { consultantsOfDepartment, departmentById } from './queries';
