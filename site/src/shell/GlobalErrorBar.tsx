import { useRootStore } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import { StyledErrorBar } from './AppShell.styles';

/** The global error (behaviour.md §4): shown above the page; clearing it returns home. */
export const GlobalErrorBar = observer(function GlobalErrorBar() {
  const { errors } = useRootStore();
  if (!errors.error) return null;
  return (
    <StyledErrorBar role="alert">
      <span>{errors.error.message}</span>
      <button type="button" onClick={() => errors.clear({ redirect: '/home' })}>
        知道了
      </button>
    </StyledErrorBar>
  );
});
