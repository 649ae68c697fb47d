/** Layout of the public routes (/login, /ie, /reset): no navbar; entering one clears the listing search and page. */
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { resetListingState } from '../session/listingState';

const Main = styled.main`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
`;

export function PublicLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    resetListingState();
  }, [pathname]);
  return (
    <Main>
      <Outlet />
    </Main>
  );
}
