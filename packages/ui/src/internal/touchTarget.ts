// Controls grow to a finger's size on a touch screen or in a compact window; a desk's mouse keeps the dense layout.
import { css } from 'styled-components';

/** At least `sizes.touchTarget` wide and tall under `media.touch`. */
export const touchTarget = css`
  @media ${({ theme }) => theme.media.touch} {
    min-width: ${({ theme }) => theme.sizes.touchTarget};
    min-height: ${({ theme }) => theme.sizes.touchTarget};
  }
`;

/** The same for a control whose height is fixed (`height`, not `min-height`). */
export const touchTargetFixed = css`
  @media ${({ theme }) => theme.media.touch} {
    min-width: ${({ theme }) => theme.sizes.touchTarget};
    height: ${({ theme }) => theme.sizes.touchTarget};
  }
`;
