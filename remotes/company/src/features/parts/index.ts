/** What the features are built of: a section with its own stylesheet, a form's failure. */
export { CompanyPage } from './CompanyPage';
export { StyledSection, type SectionStyle } from './StyledSection';
export { useFieldFailure, type FieldFailure } from './useFieldFailure';
