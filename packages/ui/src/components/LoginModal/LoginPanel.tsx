import { useId } from 'react';
import { LOGIN_TITLE } from './loginConstants';
import { StyledLoginPanel } from './LoginModal.styles';
import { useLoginBox, type LoginBoxProps } from './useLoginBox';

/** The login box standing on a page as its own sign-in panel (no mask, nothing to close). */
export function LoginPanel(props: LoginBoxProps) {
  const titleId = useId();
  const { content } = useLoginBox(props);
  return (
    <StyledLoginPanel aria-labelledby={titleId}>
      <h2 id={titleId}>{LOGIN_TITLE}</h2>
      {content}
    </StyledLoginPanel>
  );
}
