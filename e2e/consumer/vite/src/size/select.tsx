// Size probe: the baseline plus Select, which brings react-select (and only it of the two pickers).
import { createRoot } from 'react-dom/client';
import { styled } from 'styled-components';
import { Select, UiProvider } from '@equipdesk/ui';

const Box = styled.div`
  padding: 1rem;
`;

createRoot(document.getElementById('root') as HTMLElement).render(
  <UiProvider>
    <Box>
      <Select label="Colour" options={[{ value: 'red', label: 'Red' }]} value={null} onChange={() => undefined} />
    </Box>
  </UiProvider>,
);
