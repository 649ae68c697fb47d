// What a signed-in user sees where they lack the grants for a page: a heading and the message
// the console passes (the spec's wording with the support address filled in).
import { useId } from 'react';
import type { ReactNode } from 'react';
import { LockIcon } from '../../internal/icons';
import { Heading, IconSlot, Panel, Text } from './NoPermission.styles';
import { assertUiProvider } from '../../internal/assertUiProvider';

export interface NoPermissionProps {
  /** The explanation, e.g. who to contact. */
  message: ReactNode;
  /** The heading. @default 'No permission' */
  title?: string;
  /** Heading level, so the block fits the page's outline. @default 1 */
  headingLevel?: 1 | 2 | 3;
  /** Class name for the block. */
  className?: string;
}

export function NoPermission({ message, title = 'No permission', headingLevel = 1, className }: NoPermissionProps) {
  if (process.env.NODE_ENV !== 'production') assertUiProvider('NoPermission');
  const headingId = useId();
  return (
    <Panel aria-labelledby={headingId} className={className}>
      <IconSlot>
        <LockIcon />
      </IconSlot>
      <div>
        <Heading as={`h${headingLevel}`} id={headingId}>
          {title}
        </Heading>
        <Text>{message}</Text>
      </div>
    </Panel>
  );
}
