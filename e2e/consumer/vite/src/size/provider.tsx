// Size probe: the baseline plus only UiProvider (theme, global style and the toast stack it mounts).
import { createRoot } from 'react-dom/client';
import { styled } from 'styled-components';
import { UiProvider } from '@equipdesk/ui';

const Box = styled.div`
  padding: 1rem;
`;

createRoot(document.getElementById('root') as HTMLElement).render(
  <UiProvider>
    <Box>Hello</Box>
  </UiProvider>,
);
