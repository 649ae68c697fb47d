// Size baseline: React and styled-components in use, nothing from @equipdesk/ui.
import { createRoot } from 'react-dom/client';
import { styled } from 'styled-components';

const Box = styled.div`
  padding: 1rem;
`;

createRoot(document.getElementById('root') as HTMLElement).render(<Box>Hello</Box>);
