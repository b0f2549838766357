// Moved to src/components/forms/ (issue #31): what the forms not yet moved still import.
export { Field, Honeypot, inputClass } from '../forms/Field'
export { CheckboxField, ChoiceGroup, TextField } from '../forms/formFields'
