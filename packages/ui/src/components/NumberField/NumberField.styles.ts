// NumberField reuses TextField's look; only the number input's spinner alignment differs.
import { styled } from 'styled-components';
import { TextField } from '../TextField';

export const StyledNumberField = styled(TextField)`
  input {
    font-variant-numeric: tabular-nums;
  }
`;
