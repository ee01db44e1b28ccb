import { useRootStore } from '@pricetrail/services/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { StyledStage } from './AuthLayout.styles';
import { LoginModalView } from './LoginModalView';
import { useSignInScreen } from './useSignInScreen';

/** Props of {@link InPageLoginBox}. */
export interface InPageLoginBoxProps {
  /** Called when the shopper closes the box (the page then goes elsewhere). */
  onClose: () => void;
}

/** The login modal held open inside the page, for pages that exist to sign in. */
export const InPageLoginBox = observer(function InPageLoginBox({ onClose }: InPageLoginBoxProps) {
  const { login } = useRootStore();
  const signIn = useSignInScreen(true);
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  return (
    <StyledStage ref={setStage}>
      {stage && (
        <LoginModalView login={login} signIn={signIn} isOpen onClose={onClose} container={stage} />
      )}
    </StyledStage>
  );
});
