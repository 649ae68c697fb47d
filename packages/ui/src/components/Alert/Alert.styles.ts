import { styled } from 'styled-components';
import { toneBox } from '../../internal/toneStyles';
import type { Tone } from '../../theme/tokens';

export { ToneContent as Content, ToneDismiss as Dismiss, ToneIcon as IconSlot, ToneTitle as Title } from '../../internal/toneStyles';

export const Root = styled.div<{ $tone: Tone }>`
  ${toneBox}
  margin-bottom: ${({ theme }) => theme.spacing.md};
`;
