// MultiSelect shares Select's field layout; the react-select parts are styled in selectStyles.
export { ErrorText, Field, Label } from '../Select/Select.styles';
