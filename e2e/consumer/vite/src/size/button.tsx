// Size probe: the baseline plus only Button and UiProvider from @equipdesk/ui.
import { createRoot } from 'react-dom/client';
import { styled } from 'styled-components';
import { Button, UiProvider } from '@equipdesk/ui';

const Box = styled.div`
  padding: 1rem;
`;

createRoot(document.getElementById('root') as HTMLElement).render(
  <UiProvider>
    <Box>
      <Button variant="primary">Hello</Button>
    </Box>
  </UiProvider>,
);
